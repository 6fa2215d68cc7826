import { isConditionFailure } from "../table/condition-failure";
import { FeedVersion, type FeedVersionItem } from "../entities/feed-version";
import { RefreshRun, type RefreshRunItem } from "../entities/refresh-run";
import { MAX_GOAL_CHANGES } from "../read-models/goals-delta";
import type { IoCounter } from "../table/io-counter";

/** Tries at moving the version past runs that finish at the same moment (each try reads it again). */
const VERSION_ATTEMPTS = 5;

/**
 * Refresh runs, newest first (run ids are time-ordered). A run is saved once, when it has
 * finished; one that wrote feed data (even a failed one, part-way) also becomes the data's
 * version, which it sets before its record so a status poll never shows the run without it.
 */
export async function saveRun(run: RefreshRunItem, io: Pick<IoCounter, "goalWrites" | "goalRecords"> = {}): Promise<void> {
  if (run.writes > (io.goalWrites ?? 0)) await FeedVersion.put({ ...stampOf(run), dataVersion: run.runId }).go();
  else if (run.writes > 0) await goalsVersion(run, io.goalRecords);
  await RefreshRun.put(run).go();
}

const stampOf = (run: RefreshRunItem) => ({ version: run.runId, kind: run.kind, changedAt: run.finishedAt });

/**
 * The version after a run that stored goals only: it keeps the players' data version (see
 * FeedVersion's dataVersion) and, when the run knows the few records it wrote, names them and the
 * version they follow. Written under a condition on the version it read, so a run finishing
 * meanwhile is never overwritten or skipped over by a patch that does not include its writes.
 */
async function goalsVersion(run: RefreshRunItem, records: IoCounter["goalRecords"]): Promise<void> {
  for (let attempt = 0; attempt < VERSION_ATTEMPTS; attempt++) {
    const current = (await FeedVersion.get({}).go({ consistent: true })).data ?? undefined;
    const dataVersion = current?.dataVersion ?? current?.version;
    const patch = current && records && records.length <= MAX_GOAL_CHANGES ? { goalsBase: current.version, goalChanges: records } : {};
    try {
      await FeedVersion.put({ ...stampOf(run), ...(dataVersion ? { dataVersion } : {}), ...patch })
        .where((attr, { eq, notExists }) => (current ? eq(attr.version, current.version) : notExists(attr.version)))
        .go();
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`the feed data's version kept moving: run ${run.runId} could not record itself`);
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
