import { boardRoster } from "../data/read-models/board-reads";
import { listAllLeagues } from "../data/stores/leagues-store";
import { indexPicksOfLeague, markPlayerIndexFilled, playerIndexFilled } from "../data/stores/player-index";
import { seasonOfLeague } from "../data/read-models/season";
import { mapLimit } from "../lib/map-limit";
import type { RunLog } from "../feed/run-log";

/** Leagues indexed at once: each is a few reads and a handful of writes. */
const LEAGUE_CONCURRENCY = 8;
/** Time kept for one more league before the stretch stops (a 1,000-member league's picks take well under a second). */
const LEAGUE_MS = 5_000;

/** Seasons this function instance has seen filled: the check costs nothing after the first. */
const filled = new Set<string>();

/**
 * Fills the players' index of `season` once (decision 0263): every league live in the season
 * that went live before the index existed gets its items, so its members hear of their players'
 * goals and its open boards move. Indexing writes only the difference, so a league indexed
 * already (or twice, after a cut-off) costs its reads only. A stretch out of time stops with
 * what it did and the continuation walks again; a failed league leaves the season unmarked, so
 * the next full run tries again.
 */
export async function fillPlayerIndex(log: RunLog, season: string): Promise<void> {
  if (filled.has(season)) return;
  if (await playerIndexFilled(season)) {
    filled.add(season);
    return;
  }
  const live = (await listAllLeagues()).filter((league) => league.currentRunId);
  const results = await mapLimit(live, LEAGUE_CONCURRENCY, async (league) => {
    if (!log.hasTime(LEAGUE_MS)) return "later" as const;
    if ((await seasonOfLeague(league)) !== season) return "other" as const;
    await indexPicksOfLeague(league, (await boardRoster(league)).picks);
    return "indexed" as const;
  });
  const indexed = results.filter((r) => r === "indexed").length;
  const failed = results.filter((r) => r instanceof Error);
  if (results.includes("later")) {
    log.cutOff = true;
    log.step(`Players' index: ${indexed} leagues indexed, the rest next stretch`);
    return;
  }
  if (failed.length > 0) {
    log.problem(`Players' index: ${failed.length} leagues could not be indexed (${failed[0].message}); the next full run tries again`);
    return;
  }
  await markPlayerIndexFilled(season, indexed);
  filled.add(season);
  log.step(`Players' index filled for ${season}: ${indexed} live leagues`);
}
