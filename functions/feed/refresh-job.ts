import { PutEventsCommand } from "@aws-sdk/client-eventbridge";
import { EVENT_SOURCE } from "../../events/catalog";
import { REFRESH_REQUESTED, refreshTimeoutSeconds, type RefreshKind, type RefreshRequested } from "../../events/job-requests";
import { newId } from "../data/table/ids";
import { claimJob, getJob, releaseJob, renewJob, saveJobProgress } from "../data/stores/refresh-jobs-store";
import { bus } from "../lib/event-bus";
import { finishRun, RunLog, runWork, type RunSource } from "./run-log";
import { config } from "../config";

/** A lock outlives its run's timeout by this much, so only a run that died gives it up. */
const LOCK_MARGIN_MS = 60_000;
/** Time kept at the end of a stretch to store the rest and the run's record. */
const FINISH_MARGIN_MS = 15_000;

const lockUntil = (kind: RefreshKind) => Date.now() + refreshTimeoutSeconds(kind) * 1000 + LOCK_MARGIN_MS;
const title = (kind: RefreshKind) => (kind === "players" ? "Players" : "Goals");

/** Puts a run request on the bus; unlike domain events a lost request matters, so failures throw. */
async function publishRequest(request: RefreshRequested): Promise<void> {
  const result = await bus().send(
    new PutEventsCommand({
      Entries: [
        { EventBusName: config.eventBusName, Source: EVENT_SOURCE, DetailType: REFRESH_REQUESTED, Detail: JSON.stringify(request) },
      ],
    }),
  );
  if (result.FailedEntryCount) throw new Error(`the ${request.kind} refresh request was not accepted: ${JSON.stringify(result.Entries)}`);
}

/**
 * Starts a refresh of a kind now, or joins the one already running: the lock is taken by a
 * conditional write, so concurrent requests get one run and all answer its id. The run itself
 * happens in the job (the rule in events/rules.ts delivers the request), never in the caller.
 */
export async function requestRefresh(kind: RefreshKind, source: RunSource): Promise<{ runId: string; joined: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const runId = newId();
    const claim = await claimJob({ kind, runId, source, startedAt: new Date().toISOString(), expiresAt: lockUntil(kind) });
    if (!claim.claimed) {
      // Released between our write and our read: try again, it is free now.
      if (claim.job) return { runId: claim.job.runId, joined: true };
      continue;
    }
    try {
      await publishRequest({ kind, runId, source });
    } catch (error) {
      await releaseJob(kind, runId);
      throw error;
    }
    return { runId, joined: false };
  }
  throw new Error(`could not start or join a ${kind} refresh`);
}

/** A kind's work for one stretch: its run's source, and whether an earlier stretch already began the run. */
export type RefreshWork = (log: RunLog, source: RunSource, continuing: boolean) => Promise<void>;

export type JobOutcome =
  | { runId: string; status: "ok" | "failed"; reason?: string; writes: number }
  | { runId: string; status: "continuing" | "skipped"; reason?: string };

/**
 * One stretch of a refresh run, as the schedule or a request invokes the job. A scheduled run
 * takes the lock itself (and skips while another run holds it); a requested run or continuation
 * already names its run. Work stops before the function's time is up (`timeLeft`) with what is
 * done stored; the same request is then published again and the next stretch carries on from
 * the stored progress. A stretch killed outright is retried by EventBridge and carries on the same way.
 */
export async function runRefreshJob(
  kind: RefreshKind,
  request: RefreshRequested | undefined,
  timeLeft: () => number,
  work: RefreshWork,
): Promise<JobOutcome> {
  const job = request
    ? await renewJob(kind, request.runId, lockUntil(kind))
    : await claimJob({
        kind,
        runId: newId(),
        source: "external_api",
        startedAt: new Date().toISOString(),
        expiresAt: lockUntil(kind),
      }).then((c) => (c.claimed ? c.job : undefined));
  if (!job) {
    // The run already finished (a repeated delivery), or another run holds the lock.
    const holder = request ? undefined : await getJob(kind);
    return { runId: request?.runId ?? holder?.runId ?? "", status: "skipped", reason: `another ${kind} refresh is running` };
  }

  const continuing = job.steps.length > 0;
  const log = new RunLog({
    timeLeft: () => timeLeft() - FINISH_MARGIN_MS,
    resume: job,
    onProgress: (l) => saveJobProgress(kind, job.runId, { steps: l.steps, feedCalls: l.feedCalls, reads: l.io.reads, writes: l.io.writes }),
  });
  log.step(continuing ? `Continuing the ${kind} refresh where the last stretch stopped` : `${title(kind)} refresh started (${job.source})`);
  const reason = await runWork(kind, log, (l) => work(l, job.source, continuing));

  if (log.cutOff) {
    await log.settled();
    await publishRequest({ kind, runId: job.runId, source: job.source });
    return { runId: job.runId, status: "continuing", reason };
  }
  const run = await finishRun({ runId: job.runId, kind, source: job.source, startedAt: new Date(job.startedAt) }, log, reason);
  await releaseJob(kind, job.runId);
  return { runId: run.runId, status: run.status, reason: run.reason, writes: run.writes };
}

/** What invoked the job: a request on the bus (start or continue a run), or the schedule. */
export function requestOf(event: unknown, kind: RefreshKind): RefreshRequested | undefined {
  const envelope = event as { "detail-type"?: string; detail?: Partial<RefreshRequested> } | undefined;
  if (envelope?.["detail-type"] !== REFRESH_REQUESTED || envelope.detail?.kind !== kind || typeof envelope.detail.runId !== "string")
    return undefined;
  return { kind, runId: envelope.detail.runId, source: envelope.detail.source === "external_api" ? "external_api" : "manual" };
}
