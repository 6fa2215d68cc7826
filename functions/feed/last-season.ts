import { previousSeasonLabel } from "../../shared/season-label";
import { mapLimit } from "./map-limit";
import type { RunLog } from "./run-log";

/** Few enough to stay clear of the FPL API's rate limit, enough to finish ~800 calls in seconds. */
const SUMMARY_CONCURRENCY = 8;

/**
 * Goals last season from element-summary `history_past`, matched by season name (product
 * decision 9): 0 for a player with no record of that season. Players whose call failed are left
 * out, so they stay due and are asked again next run.
 */
export async function fetchGoalsLastSeason(log: RunLog, playerIds: number[], season: string): Promise<Map<number, number>> {
  const lastSeason = previousSeasonLabel(season);
  log.step(`Fetching goals of ${lastSeason} for ${playerIds.length} players (${SUMMARY_CONCURRENCY} at a time)`);
  const results = await mapLimit(playerIds, SUMMARY_CONCURRENCY, (id) => log.client.elementSummary(id));
  const goals = new Map<number, number>();
  results.forEach((result, i) => {
    if (result instanceof Error) return;
    goals.set(playerIds[i], result.history_past.find((h) => h.season_name === lastSeason)?.goals_scored ?? 0);
  });
  const failures = results.filter((r): r is Error => r instanceof Error);
  if (failures.length > 0) log.problem(`${failures.length} element-summary calls failed, asked again next run (first: ${failures[0].message})`);
  return goals;
}
