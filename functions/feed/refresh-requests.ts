import { must } from "../../shared/must";
import createError from "http-errors";
import type { RefreshKind } from "../../events/job-requests";
import type { RefreshRunStatus, StartedRefresh } from "../../shared/feed-types";
import { messages } from "../../shared/messages";
import { claimRequestSlot, getJob } from "../data/stores/refresh-jobs-store";
import { getRunById } from "../data/stores/refresh-runs-store";
import { listMembershipsOfUser } from "../data/stores/leagues-store";
import { accepted } from "../lib/accepted";
import type { LeagueAccess } from "../lib/access";
import { forbidden, notFound } from "../lib/errors";
import type { SessionUser } from "../lib/session";
import { requestRefresh } from "./refresh-job";
import { runView } from "./views";

/** Decision 0046, refresh rate-limited: a league admin who is not the creator may ask for a refresh once per 5 minutes per league. */
const REQUEST_WINDOW_MS = 5 * 60_000;

/** The league a non-creator's request counts against: the one named (the contract checked they run it), or the first they administer. */
async function leagueOfRequest(user: SessionUser, leagueId: string | undefined): Promise<string | undefined> {
  if (leagueId) return leagueId;
  const administered = (await listMembershipsOfUser(user.userId))
    .filter((m) => m.isAdmin)
    .map((m) => m.leagueId)
    .sort();
  if (administered.length === 0 && !user.isCreator) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  return administered[0];
}

/**
 * Starts (or joins) a refresh and answers 202 with the run to follow. Creators may ask any time;
 * a league admin's request is throttled per league, and a refused one changes nothing.
 */
export async function refreshRequested(user: SessionUser, kind: RefreshKind, access?: LeagueAccess) {
  if (!user.isCreator) {
    const league = must(await leagueOfRequest(user, access?.league.leagueId), "the requesting league");
    const nextAt = await claimRequestSlot(league, user.userId, REQUEST_WINDOW_MS);
    if (nextAt !== undefined) {
      const retryAfterSeconds = Math.max(1, Math.ceil((nextAt - Date.now()) / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      const e = createError(
        429,
        `Feed data was refreshed for this league less than 5 minutes ago. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        {
          code: "REFRESH_RATE_LIMITED",
        },
      );
      e.body = { retryAfterSeconds };
      throw e;
    }
  }
  const { runId, joined } = await requestRefresh(kind, "manual");
  const answer: StartedRefresh = { runId, kind, state: "running", joined };
  return accepted(answer);
}

/**
 * Where a refresh run stands: its lock's progress while it holds the lock, else its final
 * record. Read in that order because a run writes its record before giving up its lock, so a
 * run that holds no lock any more has its record.
 */
export async function refreshRunStatus(runId: string): Promise<RefreshRunStatus> {
  for (const kind of ["players", "goals"] as const) {
    const job = await getJob(kind);
    if (job?.runId !== runId) continue;
    // A lock past its expiry belongs to a run that died and was not continued.
    const state = job.expiresAt < Date.now() ? "failed" : "running";
    return { runId, kind, state, startedAt: job.startedAt, steps: job.steps };
  }
  const finished = await getRunById(runId);
  if (!finished) throw notFound(messages.refreshRunNotFound, "RUN_NOT_FOUND");
  const run = runView(finished);
  return {
    runId,
    kind: finished.kind,
    state: finished.status === "ok" ? "succeeded" : "failed",
    startedAt: run.startedAt,
    steps: run.steps,
    run,
  };
}
