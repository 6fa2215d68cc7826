import { countRefreshWrites } from "../lib/metrics";
import { RefreshRun, type RefreshRunItem } from "./entities/refresh-run";

/** Refresh runs, newest first (run ids are time-ordered). A run is saved once, when it has finished. */
export async function saveRun(run: RefreshRunItem): Promise<void> {
  await RefreshRun.put(run).go();
  countRefreshWrites(run.kind, run.writes);
}

export async function latestRuns(kind: RefreshRunItem["kind"], limit: number): Promise<RefreshRunItem[]> {
  return (await RefreshRun.query.byKind({ kind }).go({ order: "desc", limit })).data;
}

export async function recentRuns(limit: number): Promise<RefreshRunItem[]> {
  return (await RefreshRun.query.latest({}).go({ order: "desc", limit })).data;
}

/** One finished run by its id (ids are unique across kinds). */
export async function getRunById(runId: string): Promise<RefreshRunItem | undefined> {
  return (await RefreshRun.query.latest({ runId }).go({ limit: 1 })).data[0];
}
