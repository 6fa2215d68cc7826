import { previousSeasonLabel } from "../../shared/season-label";
import { mapLimit } from "../lib/map-limit";
import type { RunLog } from "./run-log";

/** Few enough to stay clear of the FPL API's rate limit, enough to finish ~800 calls in seconds. */
const SUMMARY_CONCURRENCY = 8;
/** Answers stored per batch: what a cut-off run keeps at worst is one batch short. */
const BATCH = 100;
/** Time kept for a batch before it starts, until a slower one has been seen. */
const FIRST_BATCH_BUDGET_MS = 20_000;

/**
 * Goals last season from element-summary `history_past`, matched by season name (product
 * product.md §10.9): 0 for a player whose history has other seasons but not that one; unknown
 * (undefined, shown "–") for a player the feed has no history for at all: a newcomer, or a
 * feed that holds no past seasons (the 2024-25 replay has no 2023-24). Asked in batches, each stored by
 * `store` before the next starts (the checkpoint: a stored player is no longer due). Before a
 * batch that may not finish in the time left, it stops and marks the log cut off; players whose
 * call failed or was not made stay due and are asked again by the continuation or the next run.
 */
export async function fetchGoalsLastSeason(
  log: RunLog,
  playerIds: number[],
  season: string,
  store: (goals: Map<number, number | undefined>) => Promise<void>,
): Promise<void> {
  const lastSeason = previousSeasonLabel(season);
  log.step(`Fetching goals of ${lastSeason} for ${playerIds.length} players (${SUMMARY_CONCURRENCY} at a time, stored every ${BATCH})`);
  const failures: Error[] = [];
  let slowest = FIRST_BATCH_BUDGET_MS / 2;
  for (let start = 0; start < playerIds.length; start += BATCH) {
    if (!log.hasTime(2 * slowest)) {
      log.cutOff = true;
      log.step(`Stopping before the time limit: ${playerIds.length - start} players left for the continuation`);
      break;
    }
    const began = Date.now();
    const ids = playerIds.slice(start, start + BATCH);
    const results = await mapLimit(ids, SUMMARY_CONCURRENCY, (id) => log.client.elementSummary(id));
    const goals = new Map<number, number | undefined>();
    results.forEach((result, i) => {
      if (result instanceof Error) failures.push(result);
      else goals.set(ids[i], goalsIn(result.history_past, lastSeason));
    });
    await store(goals);
    slowest = Math.max(slowest, Date.now() - began);
    log.step(`Goals of ${lastSeason} stored for ${Math.min(start + BATCH, playerIds.length)} of ${playerIds.length} players`);
  }
  if (failures.length > 0)
    log.problem(`${failures.length} element-summary calls failed, asked again next run (first: ${failures[0].message})`);
}

/** A player's goals in one past season: 0 when their history skips it, unknown when there is no history. */
export function goalsIn(history: ReadonlyArray<{ season_name: string; goals_scored: number }>, season: string): number | undefined {
  if (history.length === 0) return undefined;
  return history.find((h) => h.season_name === season)?.goals_scored ?? 0;
}
