import { must } from "../../shared/must";
import { hashText } from "../../shared/draft/fingerprint";
import { seasonOfLeague } from "../data/read-models/season";
import { isOpen, scoreMembers } from "../../shared/scoring";
import type { DraftPlayer } from "../../shared/draft/types";
import type { WindowDraftInput, WindowMember } from "../../shared/window/window-draft";
import { getRun } from "../data/stores/draft-store";
import type { LeagueItem } from "../data/entities/league";
import { listGameweeks, listPlayers } from "../data/stores/feed-store";
import { goalsOfSeason } from "../data/stores/goals-store";
import { picksOfRun } from "../data/stores/league-picks";
import { getRoster } from "../data/stores/leagues-store";

export interface GatheredWindow {
  /** Everything the pure draft needs but the seed. */
  input: Omit<WindowDraftInput, "seed">;
  /** membershipId → userId. */
  userIds: Record<string, string>;
  /** The final run whose picks the window draft changes. */
  baseRunId: string;
}

/**
 * The final run a window draft starts from: the league's current picks, or, when the window
 * draft was already executed and is being re-executed, the picks it started from.
 */
function windowBaseRunId(
  league: LeagueItem,
  currentRun: { runId: string; kind?: string; baseRunId?: string } | undefined,
): string | undefined {
  if (!currentRun) return league.currentRunId;
  return currentRun.kind === "window" ? currentRun.baseRunId : currentRun.runId;
}

/**
 * Who takes part in the window draft and with what (product.md §10.11–10.12): every member of the
 * live league who is not archived and holds final picks, with their standing at the close
 * (season goals through all their picks; goals in the last finished gameweek), their open
 * picks, their original ranked selections and their ranked extra candidates.
 */
export async function gatherWindow(leagueId: string): Promise<GatheredWindow> {
  const { league: found, members, selections, windowPicks } = await getRoster(leagueId);
  const league = must(found, "the league");
  const season = await seasonOfLeague(league);
  const [feedPlayers, gameweeks, goals] = await Promise.all([listPlayers(season), listGameweeks(season), goalsOfSeason(season)]);
  // What picksOfRun reads, and none of the other large fields (the audit log, the inputs).
  const current = league.currentRunId ? await getRun(leagueId, league.currentRunId, ["picksGz", "results"]) : undefined;
  const baseRunId = windowBaseRunId(league, current);
  if (!baseRunId) throw new Error("The league has no final draft");
  const base = baseRunId === current?.runId ? current : await getRun(leagueId, baseRunId, ["picksGz", "results"]);
  const picks = picksOfRun(league, base);
  const lastFinished = gameweeks.filter((g) => g.isFinished).reduce((max, g) => Math.max(max, g.gameweekId), 0);
  const taking = members.filter((m) => !m.isArchived && picks[m.userId]?.some(isOpen));
  const standing = scoreMembers(
    taking.map((m) => ({ userId: m.userId, picks: picks[m.userId] })),
    goals,
    { gameweek: lastFinished },
  );
  const selectionsOf = new Map(selections.map((s) => [s.userId, s.playerIds]));
  const candidatesOf = new Map(windowPicks.filter((w) => w.seasonName === league.seasonName).map((w) => [w.userId, w.playerIds]));
  const windowMembers: WindowMember[] = taking.map((m, i) => ({
    id: m.membershipId,
    username: m.username,
    seasonGoals: standing[i].totalGoals,
    lastGameweekGoals: standing[i].currentGameweekGoals,
    held: picks[m.userId].filter(isOpen).map((p) => p.playerId),
    selections: selectionsOf.get(m.userId) ?? [],
    candidates: candidatesOf.get(m.userId) ?? [],
  }));
  const wanted = new Set(windowMembers.flatMap((m) => [...m.held, ...m.selections, ...m.candidates]));
  const players: Record<number, DraftPlayer> = {};
  // A player the feed no longer lists is kept as `removed`: he has gone, like status `u`.
  for (const p of feedPlayers)
    if (wanted.has(p.playerId))
      players[p.playerId] = { id: p.playerId, name: p.webName, team: p.teamName, status: p.removed ? "u" : p.status };
  return {
    input: { members: windowMembers, players },
    userIds: Object.fromEntries(taking.map((m) => [m.membershipId, m.userId])),
    baseRunId,
  };
}

/** Order-independent hash of the inputs: an execution refuses when they changed since the reviewed simulation. */
export function windowFingerprint(input: GatheredWindow["input"]): string {
  const canonical = JSON.stringify([
    [...input.members].sort((a, b) => (a.id < b.id ? -1 : 1)),
    Object.values(input.players)
      .map((p) => `${p.id}:${p.status}`)
      .sort(),
  ]);
  return `w${input.members.length}-${hashText(canonical)}`;
}
