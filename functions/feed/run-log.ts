import type { RefreshRunItem } from "../data/entities/refresh-run";
import { newId } from "../data/ids";
import { newIoCounter } from "../data/io-counter";
import { saveRun } from "../data/refresh-runs-store";
import { createFplClient, type FplClient } from "./fpl-client";

export type RunKind = RefreshRunItem["kind"];
export type RunSource = RefreshRunItem["source"];

/** A feed answer we refuse to store (empty, all zeros): the run fails, the data stays. */
export class RefusedAnswer extends Error {}

/** The running record of one refresh: steps with timestamps, feed calls, DynamoDB reads and writes. */
export class RunLog {
  readonly io = newIoCounter();
  readonly steps: Array<{ at: string; message: string }> = [];
  readonly problems: string[] = [];
  feedCalls = 0;
  readonly client: FplClient = createFplClient({ onRequest: () => (this.feedCalls += 1) });

  step(message: string): void {
    this.steps.push({ at: new Date().toISOString(), message });
  }

  /** A failure that does not stop the run (one gameweek, one player's history): the run fails at the end. */
  problem(reason: string): void {
    this.problems.push(reason);
    this.step(`Problem: ${reason}`);
  }
}

/**
 * Runs one refresh and stores what it did. Feed failures and refused answers end the run as
 * `failed` with the reason; nothing already stored is touched by a failed step.
 */
export async function recordRun(kind: RunKind, source: RunSource, work: (log: RunLog) => Promise<void>): Promise<RefreshRunItem> {
  const log = new RunLog();
  const started = new Date();
  log.step(`${kind === "players" ? "Players" : "Goals"} refresh started (${source})`);
  let reason: string | undefined;
  try {
    await work(log);
    if (log.problems.length > 0) reason = log.problems.join("; ");
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
    log.step(`Failed: ${reason}`);
    if (!(error instanceof RefusedAnswer) && (error as Error)?.name !== "FeedError") console.error(error);
  }
  const finished = new Date();
  log.step(reason ? "Finished with a failure; stored data left as it was" : "Finished");
  const run: RefreshRunItem = {
    runId: newId(),
    kind,
    source,
    status: reason ? "failed" : "ok",
    reason,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - started.getTime(),
    feedCalls: log.feedCalls,
    reads: log.io.reads,
    writes: log.io.writes,
    steps: log.steps,
  };
  await saveRun(run);
  return run;
}
