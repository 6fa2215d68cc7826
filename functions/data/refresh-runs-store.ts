import { countRefreshWrites } from "../lib/metrics";
import { FeedVersion, type FeedVersionItem } from "./entities/feed-version";
import { RefreshRun, type RefreshRunItem } from "./entities/refresh-run";

/**
 * Refresh runs, newest first (run ids are time-ordered). A run is saved once, when it has
 * finished; one that wrote feed data (even a failed one, part-way) also becomes the data's
 * version, which it sets before its record so a status poll never shows the run without it.
 */
export async function saveRun(run: RefreshRunItem, goalWrites = 0): Promise<void> {
  if (run.writes > 0) {
    const version = { version: run.runId, kind: run.kind, changedAt: run.finishedAt };
    // A run that stored goals only keeps the players' data version (see FeedVersion's dataVersion).
    if (run.writes > goalWrites) await FeedVersion.put({ ...version, dataVersion: run.runId }).go();
    else await FeedVersion.upsert(version).go();
  }
  await RefreshRun.put(run).go();
  countRefreshWrites(run.kind, run.writes);
}

/** The stored feed data's version (absent until a refresh has written some). */
export async function feedVersion(): Promise<FeedVersionItem | undefined> {
  return (await FeedVersion.get({}).go()).data ?? undefined;
}

export async function latestRuns(kind: RefreshRunItem["kind"], limit: number): Promise<RefreshRunItem[]> {
  return (await RefreshRun.query.byKind({ kind }).go({ order: "desc", limit })).data;
}

/** One finished run by its id (ids are unique across kinds). */
export async function getRunById(runId: string): Promise<RefreshRunItem | undefined> {
  return (await RefreshRun.query.latest({ runId }).go({ limit: 1 })).data[0];
}
