import { must } from "../../shared/must";
import { openPicks, picksAfterDraft, type FeedPosition, type ScoredPick } from "../../shared/scoring";
import { packJson, unpackJson } from "./compress";
import { getRun, updateRun } from "./draft-store";
import type { DraftRunItem } from "./entities/draft-run";
import type { LeagueItem } from "./entities/league";

export type LeaguePicks = Record<string, ScoredPick[]>;

/**
 * A league's picks with their scoring windows as of an executed run. Runs adopted before
 * windows existed only hold player ids: they all score from the league's scoring start.
 */
export function picksOfRun(league: Pick<LeagueItem, "scoringStartGameweek">, run: DraftRunItem | undefined): LeaguePicks {
  if (!run) return {};
  const stored = unpackJson<LeaguePicks>(run.picksGz);
  if (stored) return stored;
  return Object.fromEntries((run.results ?? []).map((r) => [r.userId, openPicks(r.playerIds, league.scoringStartGameweek ?? 1)]));
}

/**
 * Writes onto an execution the picks it leaves the league with: the previous final run's
 * windows ended, this run's players opened (decision 14). Computed once: a retried step finds
 * them stored and answers the same.
 */
export async function settleDraftPicks(league: LeagueItem, run: DraftRunItem, at: FeedPosition): Promise<LeaguePicks> {
  if (run.picksGz) return must(unpackJson<LeaguePicks>(run.picksGz), "the run's picks");
  const previousRunId = league.currentRunId !== run.runId ? league.currentRunId : undefined;
  const previous = previousRunId ? picksOfRun(league, await getRun(league.leagueId, previousRunId)) : {};
  const picks = picksAfterDraft(previous, run.results ?? [], at);
  await updateRun(league.leagueId, run.runId, { picksGz: packJson(picks) });
  return picks;
}
