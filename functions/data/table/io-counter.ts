import type { ElectroEvent } from "electrodb";
import type { GoalRecordWrite } from "../read-models/goals-delta";

/** DynamoDB requests and items written on behalf of one job run, so the run can report them. */
export interface IoCounter {
  /** Read requests (each query page, get or batch get). */
  reads: number;
  /** Items written (puts, including every item of a batch). */
  writes: number;
  /** Of `writes`, those of goals (and a gameweek's goal stamps): a run that wrote only these leaves the players' data version. */
  goalWrites?: number;
  /**
   * The goal records written, for readers to patch their copy of the season with (see FeedVersion's
   * `goalChanges`). Absent when unknown: a run resumed after a cut-off lost the earlier stretch's.
   */
  goalRecords?: GoalRecordWrite[];
}

export const newIoCounter = (): IoCounter => ({ reads: 0, writes: 0, goalRecords: [] });

/** Counts the items `write` stores into io as goal writes too. */
export async function asGoalWrites(io: IoCounter | undefined, write: () => Promise<void>): Promise<void> {
  const before = io?.writes ?? 0;
  await write();
  if (io) io.goalWrites = (io.goalWrites ?? 0) + io.writes - before;
}

const READS = new Set(["get", "query", "scan", "batchGet"]);

/** An ElectroDB listener that counts each request it sees into `io` (nothing when io is absent). */
export function countInto(io: IoCounter | undefined) {
  if (!io) return {};
  const listener = (event: ElectroEvent) => {
    if (event.type !== "query") return;
    if (READS.has(event.method)) io.reads += 1;
    else if (event.method === "batchWrite") {
      const requests = Object.values((event.params as { RequestItems?: Record<string, unknown[]> }).RequestItems ?? {});
      io.writes += requests.reduce((sum, list) => sum + list.length, 0);
    } else io.writes += 1;
  };
  return { listeners: [listener] };
}
