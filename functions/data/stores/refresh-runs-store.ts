import { isConditionFailure } from "../table/condition-failure";
import { FeedVersion, type FeedVersionItem } from "../entities/feed-version";
import { RefreshRun, type RefreshRunItem } from "../entities/refresh-run";
import { MAX_CATALOGUE_CHANGES } from "../read-models/catalogue-delta";
import { MAX_GOAL_CHANGES } from "../read-models/goals-delta";
import type { IoCounter } from "../table/io-counter";

/** Tries at moving the version past runs that finish at the same moment (each try reads it again). */
const VERSION_ATTEMPTS = 5;

/**
 * Refresh runs, newest first (run ids are time-ordered). A run is saved once, when it has
 * finished; one that wrote feed data (even a failed one, part-way) also becomes the data's
 * version, which it sets before its record so a status poll never shows the run without it.
 */
export async function saveRun(run: RefreshRunItem, io: Omit<IoCounter, "reads" | "writes"> = {}): Promise<void> {
  if (run.writes > 0) await newVersion(run, io);
  await RefreshRun.put(run).go();
}

const stampOf = (run: RefreshRunItem) => ({ version: run.runId, kind: run.kind, changedAt: run.finishedAt });

/**
 * The version after a run that wrote feed data. A run that stored goals only keeps the players'
 * data version (see FeedVersion's dataVersion); any other run sets it. Either names, when it knows
 * them and they are few, the goal records it wrote and the version they follow (decision 0262), and
 * a run that set the data version names the catalogue items it wrote and the data version they
 * follow, when those were all its other writes (decision 0328). Written under a condition on the
 * version it read, so a run finishing meanwhile is never overwritten or skipped over by a patch
 * that does not include its writes.
 */
async function newVersion(run: RefreshRunItem, io: Omit<IoCounter, "reads" | "writes">): Promise<void> {
  const otherWrites = run.writes - (io.goalWrites ?? 0);
  const catalogue =
    io.catalogueRecords && io.catalogueWrites === otherWrites && io.catalogueRecords.length <= MAX_CATALOGUE_CHANGES
      ? io.catalogueRecords
      : undefined;
  // Goal records are named only when every write is accounted for (another write may have moved goals).
  const accounted = otherWrites === 0 || catalogue !== undefined;
  const goals = accounted && io.goalRecords && io.goalRecords.length <= MAX_GOAL_CHANGES ? io.goalRecords : undefined;
  for (let attempt = 0; attempt < VERSION_ATTEMPTS; attempt++) {
    const current = (await FeedVersion.get({}).go({ consistent: true })).data ?? undefined;
    const dataVersion = current?.dataVersion ?? current?.version;
    const goalsPatch = current && goals ? { goalsBase: current.version, goalChanges: goals } : {};
    const data =
      otherWrites > 0
        ? { dataVersion: run.runId, ...(dataVersion && catalogue ? { dataBase: dataVersion, dataChanges: catalogue } : {}) }
        : dataVersion
          ? { dataVersion }
          : {};
    try {
      await FeedVersion.put({ ...stampOf(run), ...data, ...goalsPatch })
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
