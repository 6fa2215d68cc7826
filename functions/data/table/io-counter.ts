import type { ElectroEvent } from "electrodb";
import type { CatalogueWrite } from "../read-models/catalogue-delta";
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
  /**
   * Of `writes` and not goal writes, those of catalogue items (players, clubs, gameweeks), each
   * named in `catalogueRecords`: when they are all of a run's other writes, readers re-read those
   * items alone (see FeedVersion's `dataChanges`).
   */
  catalogueWrites?: number;
  catalogueRecords?: CatalogueWrite[];
}

export const newIoCounter = (): IoCounter => ({ reads: 0, writes: 0, goalRecords: [], catalogueWrites: 0, catalogueRecords: [] });

/** Names catalogue items a write is about to store, for readers to re-read them alone. */
export function countCatalogueWrites(io: IoCounter | undefined, written: CatalogueWrite[]): void {
  if (!io) return;
  io.catalogueWrites = (io.catalogueWrites ?? 0) + written.length;
  io.catalogueRecords?.push(...written);
}

/** Counts the items `write` stores into io as goal writes too. */
export async function asGoalWrites(io: IoCounter | undefined, write: () => Promise<void>): Promise<void> {
  const before = io?.writes ?? 0;
  const catalogue = io?.catalogueWrites;
  await write();
  if (!io) return;
  io.goalWrites = (io.goalWrites ?? 0) + io.writes - before;
  // A gameweek's goal stamp is a catalogue item too: counted once, as a goal write, and still named.
  io.catalogueWrites = catalogue;
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
