import { LeagueSeason, type LeagueSeasonItem } from "../entities/league-season";
import { League, type LeagueItem } from "../entities/league";
import { Selection } from "../entities/selection";
import { Membership, type MembershipItem } from "../entities/membership";
import { boardChanged, freshBoardVersion } from "./board-version";
import { countInto, type IoCounter } from "../table/io-counter";
import type { DraftRunItem } from "../entities/draft-run";
import { listRuns } from "./draft-store";
import { isConditionFailure } from "../table/condition-failure";

/** A league's finished seasons, oldest first. */
export async function listLeagueSeasons(leagueId: string, io?: IoCounter): Promise<LeagueSeasonItem[]> {
  const { data } = await LeagueSeason.query.byLeague({ leagueId }).go({ pages: "all", ...countInto(io) });
  return data.sort((a, b) => a.season.localeCompare(b.season));
}

/**
 * The league's draft runs of the season it plays now: every run but those a finished season
 * keeps (product.md §10.13), so each season's history starts empty; past runs stay on the picker.
 */
export async function currentSeasonRuns(leagueId: string, io?: IoCounter): Promise<DraftRunItem[]> {
  const [runs, seasons] = await Promise.all([listRuns(leagueId), listLeagueSeasons(leagueId, io)]);
  const kept = new Set(seasons.flatMap((s) => s.runIds));
  return runs.filter((r) => !kept.has(r.runId));
}

export async function getLeagueSeason(leagueId: string, season: string): Promise<LeagueSeasonItem | undefined> {
  return (await LeagueSeason.get({ leagueId, season }).go()).data ?? undefined;
}

/** Keeps a finished season; writing it again (a retried start) keeps the first copy. */
export async function keepLeagueSeason(item: LeagueSeasonItem, io?: IoCounter): Promise<void> {
  try {
    await LeagueSeason.create(item).go(countInto(io));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Clears what belonged to the finished season's draft: every original list (and the pick count
 * kept beside it on the member) and every draft order. The lists are kept in the season's record first, so nothing is lost if this is cut short.
 */
export async function clearSeasonPicks(
  leagueId: string,
  members: MembershipItem[],
  userIdsWithLists: string[],
  io?: IoCounter,
): Promise<void> {
  let pending: Array<{ leagueId: string; userId: string }> = userIdsWithLists.map((userId) => ({ leagueId, userId }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= 8) throw new Error(`${pending.length} original lists stayed undeleted after 8 batch writes`);
    const { unprocessed } = await Selection.delete(pending).go(countInto(io));
    pending = unprocessed as typeof pending;
  }
  // The lists are gone, so every member's pick count (decision 0085, pick counts on the member) goes back to 0 with them.
  for (const m of members.filter((x) => x.draftOrder !== undefined || (x.pickCount ?? 0) > 0)) {
    await Membership.patch({ leagueId, userId: m.userId }).set({ pickCount: 0 }).remove(["draftOrder"]).go(countInto(io));
  }
  await boardChanged(leagueId);
}

/**
 * The one write that moves the league into its next season, back in draft mode with no draft,
 * window draft or scoring start of its own yet. Conditional on the season it leaves, so two
 * admins starting it at once move it once: the second answers undefined.
 */
export async function moveLeagueToSeason(
  league: LeagueItem,
  to: { feedSeason: string; seasonName: string },
  io?: IoCounter,
): Promise<LeagueItem | undefined> {
  try {
    const { data } = await League.patch({ leagueId: league.leagueId })
      .set({
        feedSeason: to.feedSeason,
        seasonName: to.seasonName,
        isDraftMode: true,
        hasFinalDraft: false,
        boardVersion: freshBoardVersion(),
        updatedAt: new Date().toISOString(),
      })
      .remove([
        "currentRunId",
        "currentSimulationRunId",
        "draftSeed",
        "scoringStartGameweek",
        "wentLiveAt",
        "windowSeed",
        "windowSimulationRunId",
        "windowRunId",
      ])
      .where((attr, { eq, notExists }) => (league.feedSeason ? eq(attr.feedSeason, league.feedSeason) : notExists(attr.feedSeason)))
      .go({ response: "all_new", ...countInto(io) });
    return data as LeagueItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
