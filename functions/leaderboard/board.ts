import { must } from "../../shared/must";
import { SELECTIONS_PER_USER } from "../../shared/constants";
import { openPicks, rank, scoreMembers, type GoalRecord, type ScoredPick } from "../../shared/scoring";
import type { DraftRunItem } from "../data/entities/draft-run";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { FplTeamItem } from "../data/entities/fpl-team";
import type { MembershipItem } from "../data/entities/membership";
import type { LeaguePicks } from "../data/league-picks";

export interface BoardInputs {
  /** Each with its pick count (functions/data/selections-store.ts keeps it). */
  members: MembershipItem[];
  /** Every member's picks with their scoring windows: the league's, or the reviewed simulation's (simulatedPicks). */
  picks: LeaguePicks;
  players: FplPlayerItem[];
  teams: FplTeamItem[];
  goals: GoalRecord[];
  gameweek: number;
  /** The table of the feed's current gameweek (not a past gameweek's). */
  current: boolean;
  simulated: boolean;
  viewerIsAdmin: boolean;
}

/**
 * The picks a board shows, in slot order: the drafted players, each replacement right after the
 * departed player it replaced, the January extra pick, then picks a re-executed draft ended.
 * A past gameweek's table leaves out picks that started after it; the current table shows the
 * league's open picks even before their first gameweek (a new pick scores from the next one).
 */
function shownPicks(picks: ScoredPick[], gameweek: number, current: boolean): ScoredPick[] {
  const visible = picks.filter((p) => p.fromGameweek <= gameweek || (current && p.toGameweek === undefined));
  const order: ScoredPick[] = [];
  const place = (p: ScoredPick) => {
    order.push(p);
    for (const r of visible.filter((x) => x.kind === "replacement" && x.replaces === p.playerId && x.fromGameweek >= (p.toGameweek ?? 0)))
      place(r);
  };
  for (const p of visible.filter((x) => x.kind === "draft" && x.endReason !== "redraft")) place(p);
  order.push(...visible.filter((x) => x.kind === "extra"), ...visible.filter((x) => x.endReason === "redraft" && x.kind !== "draft"));
  order.push(...visible.filter((x) => x.endReason === "redraft" && x.kind === "draft"));
  return [...new Set(order)];
}

/** A simulation's results as picks: admins review a draft over the season so far. */
export const simulatedPicks = (run: DraftRunItem | undefined): LeaguePicks =>
  Object.fromEntries((run?.results ?? []).map((r) => [r.userId, openPicks(r.playerIds, 1)]));

/**
 * The league table (product.md §3, Leaderboard entry): each member's players with this
 * gameweek's and the season's goals inside each pick's own scoring window, ranked. A simulated
 * board shows the reviewed simulation's picks over the season so far, so admins can
 * sanity-check a draft.
 */
export function buildBoard(input: BoardInputs) {
  const picksOf = input.picks;
  const players = new Map(input.players.map((p) => [p.playerId, p]));
  const teams = new Map(input.teams.map((t) => [t.teamId, t]));
  const visible = input.members.filter((m) => !m.isArchived || picksOf[m.userId]?.length);
  const scoring = visible.map((m) => ({ userId: m.userId, picks: shownPicks(picksOf[m.userId] ?? [], input.gameweek, input.current) }));
  const scores = new Map(scoreMembers(scoring, input.goals, { gameweek: input.gameweek }).map((s) => [s.userId, s]));
  const rows = visible.map((m, i) => {
    const score = must(scores.get(m.userId), "the member's score");
    const selectedCount = m.pickCount ?? 0;
    return {
      userId: m.userId,
      leagueUserId: m.membershipId,
      username: m.username,
      ...(input.viewerIsAdmin && !input.simulated ? { userEmail: m.email } : {}),
      isArchived: m.isArchived,
      isSimulated: input.simulated,
      pickCount: selectedCount,
      pickStatus: { selectedCount, complete: selectedCount >= SELECTIONS_PER_USER },
      picks: scoring[i].picks.map((pick, j) => {
        const p = players.get(pick.playerId);
        return {
          playerId: pick.playerId,
          playerName: p?.webName ?? `Player ${pick.playerId}`,
          teamName: p?.teamName ?? "Unknown",
          teamShortName: (p && teams.get(p.teamId)?.shortName) ?? "",
          position: p?.position ?? "",
          status: p ? (p.removed ? "u" : p.status) : "u",
          kind: pick.kind,
          fromGameweek: pick.fromGameweek,
          ...(pick.toGameweek !== undefined ? { toGameweek: pick.toGameweek, endReason: pick.endReason } : {}),
          ...(pick.replaces !== undefined ? { replaces: pick.replaces } : {}),
          gameweekGoals: score.pickScores[j].gameweekGoals,
          seasonGoals: score.pickScores[j].seasonGoals,
        };
      }),
      currentGameweekGoals: score.currentGameweekGoals,
      totalGoals: score.totalGoals,
    };
  });
  return rank(rows);
}
