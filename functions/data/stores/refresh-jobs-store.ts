import { RefreshJob, type RefreshJobItem } from "../entities/refresh-job";
import { RefreshRequest } from "../entities/refresh-request";
import { isConditionFailure } from "../table/condition-failure";

export type JobClaim = { claimed: true; job: RefreshJobItem } | { claimed: false; job: RefreshJobItem | undefined };

/**
 * Takes the lock of a kind for a new run: one conditional put that succeeds only when no run of
 * that kind holds it or the holder's lock has expired (a run that died). Otherwise answers the
 * run that holds it, so the caller can join that run instead of starting another.
 */
export async function claimJob(job: Omit<RefreshJobItem, "feedCalls" | "reads" | "writes" | "steps">): Promise<JobClaim> {
  const fresh: RefreshJobItem = { ...job, feedCalls: 0, reads: 0, writes: 0, steps: [] };
  try {
    await RefreshJob.put(fresh)
      .where(({ runId, expiresAt }, { notExists, lt }) => `${notExists(runId)} OR ${lt(expiresAt, Date.now())}`)
      .go();
    return { claimed: true, job: fresh };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { claimed: false, job: await getJob(job.kind) };
  }
}

/** A continuation of the same run takes its lock again for another stretch; fails if another run took over. */
export async function renewJob(kind: RefreshJobItem["kind"], runId: string, expiresAt: number): Promise<RefreshJobItem | undefined> {
  try {
    const { data } = await RefreshJob.patch({ kind })
      .set({ expiresAt })
      .where(({ runId: holder }, { eq }) => eq(holder, runId))
      .go({ response: "all_new" });
    return data as RefreshJobItem;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return undefined;
  }
}

export async function getJob(kind: RefreshJobItem["kind"]): Promise<RefreshJobItem | undefined> {
  return (await RefreshJob.get({ kind }).go()).data ?? undefined;
}

/** Saves the run's progress (steps, counters) on its lock, only while this run still holds it. */
export async function saveJobProgress(
  kind: RefreshJobItem["kind"],
  runId: string,
  progress: Pick<RefreshJobItem, "steps" | "feedCalls" | "reads" | "writes">,
): Promise<void> {
  try {
    await RefreshJob.patch({ kind })
      .set(progress)
      .where(({ runId: holder }, { eq }) => eq(holder, runId))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Gives the lock up once the run's final record is written; a lock taken over by another run is left alone. */
export async function releaseJob(kind: RefreshJobItem["kind"], runId: string): Promise<void> {
  try {
    await RefreshJob.delete({ kind })
      .where(({ runId: holder }, { eq }) => eq(holder, runId))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Records a refresh request for a league unless one was made within the window: answers
 * undefined when accepted, or the epoch millisecond from which the next one is.
 */
export async function claimRequestSlot(leagueId: string, userId: string, windowMs: number): Promise<number | undefined> {
  const now = Date.now();
  try {
    await RefreshRequest.put({ leagueId, userId, requestedAt: new Date(now).toISOString(), expiresAt: now + windowMs })
      .where(({ expiresAt }, { notExists, lt }) => `${notExists(expiresAt)} OR ${lt(expiresAt, now)}`)
      .go();
    return undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await RefreshRequest.get({ leagueId }).go()).data?.expiresAt ?? now + windowMs;
  }
}
