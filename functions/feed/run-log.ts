import type { GoalsChangedDetail } from "../../events/catalog";
import type { RefreshRunItem } from "../data/entities/refresh-run";
import { newId } from "../data/table/ids";
import { newIoCounter } from "../data/table/io-counter";
import { saveRun } from "../data/stores/refresh-runs-store";
import { countRefreshWrites } from "../lib/metrics";
import { createFplClient, type FplClient } from "./fpl-client";

export type RunKind = RefreshRunItem["kind"];
export type RunSource = RefreshRunItem["source"];

/** A feed answer we refuse to store (empty, all zeros): the run fails, the data stays. */
export class RefusedAnswer extends Error {}

type Step = { at: string; message: string };

export interface RunLogOptions {
  /**
   * The invocation's time left in ms, read live (Lambda's `getRemainingTimeInMillis`): long work
   * stops before starting a batch it may not finish in it.
   */
  timeLeft?: () => number;
  /** What an earlier, cut-off stretch of the same run already did. */
  resume?: { steps: Step[]; feedCalls: number; reads: number; writes: number };
  /** Saves the progress so far (the process log follows it); called after each step, in order. */
  onProgress?: (log: RunLog) => Promise<void>;
}

/** The running record of one refresh: steps with timestamps, feed calls, DynamoDB reads and writes. */
export class RunLog {
  readonly io = newIoCounter();
  readonly steps: Step[] = [];
  readonly problems: string[] = [];
  feedCalls = 0;
  readonly client: FplClient = createFplClient({ onRequest: () => (this.feedCalls += 1) });
  /** Set when work stopped early for lack of time: what is done is stored, the rest is for a continuation. */
  cutOff = false;
  /** Goal announcements this run could not publish (their goals are stored): kept for the next run. */
  readonly heldGoals: GoalsChangedDetail[] = [];
  private saving = Promise.resolve();

  constructor(private readonly options: RunLogOptions = {}) {
    if (options.resume) {
      this.steps.push(...options.resume.steps);
      this.feedCalls = options.resume.feedCalls;
      this.io.reads = options.resume.reads;
      this.io.writes = options.resume.writes;
      // The earlier stretch's goal records are not kept: readers read the season again.
      this.io.goalRecords = undefined;
    }
  }

  step(message: string): void {
    this.steps.push({ at: new Date().toISOString(), message });
    const save = this.options.onProgress;
    if (save) this.saving = this.saving.then(() => save(this)).catch((error) => console.error("saving refresh progress failed", error));
  }

  /** A failure that does not stop the run (one gameweek, one player's history): the run fails at the end. */
  problem(reason: string): void {
    this.problems.push(reason);
    this.step(`Problem: ${reason}`);
  }

  /** Whether there is time for another batch of about `ms`. */
  hasTime(ms: number): boolean {
    return (this.options.timeLeft?.() ?? Number.POSITIVE_INFINITY) > ms;
  }

  /** Resolves once every progress save so far is written. */
  settled(): Promise<void> {
    return this.saving;
  }
}

/** The run's work under a log: its failure reason, or undefined when it went through. */
export async function runWork(kind: RunKind, log: RunLog, work: (log: RunLog) => Promise<void>): Promise<string | undefined> {
  try {
    await work(log);
    return log.problems.length > 0 ? log.problems.join("; ") : undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.step(`Failed: ${reason}`);
    if (!(error instanceof RefusedAnswer) && (error as Error)?.name !== "FeedError") console.error(`${kind} refresh failed`, error);
    return reason;
  }
}

/** The final record of a run: what it did from its start (across continuations) to now. */
export async function finishRun(
  run: { runId: string; kind: RunKind; source: RunSource; startedAt: Date },
  log: RunLog,
  reason: string | undefined,
): Promise<RefreshRunItem> {
  log.step(reason ? "Finished with a failure; stored data left as it was" : "Finished");
  await log.settled();
  const finished = new Date();
  const item: RefreshRunItem = {
    runId: run.runId,
    kind: run.kind,
    source: run.source,
    status: reason ? "failed" : "ok",
    reason,
    startedAt: run.startedAt.toISOString(),
    finishedAt: finished.toISOString(),
    durationMs: finished.getTime() - run.startedAt.getTime(),
    feedCalls: log.feedCalls,
    reads: log.io.reads,
    writes: log.io.writes,
    steps: log.steps,
  };
  await saveRun(item, log.io);
  countRefreshWrites(item.kind, item.writes);
  return item;
}

/**
 * Runs one refresh start to finish in this process and stores what it did. Feed failures and
 * refused answers end the run as `failed` with the reason; nothing already stored is touched by
 * a failed step. (The scheduled and requested runs go through refresh-job.ts, which adds the
 * lock, the progress the process log follows and continuation after a cut-off.)
 */
export async function recordRun(kind: RunKind, source: RunSource, work: (log: RunLog) => Promise<void>): Promise<RefreshRunItem> {
  const log = new RunLog();
  const startedAt = new Date();
  log.step(`${kind === "players" ? "Players" : "Goals"} refresh started (${source})`);
  const reason = await runWork(kind, log, work);
  return finishRun({ runId: newId(), kind, source, startedAt }, log, reason);
}
