import { jobs } from "./jobs";

/**
 * Requests to run a scheduled job now, published on the app's bus: the API answers at once and
 * a rule (rules.ts) delivers the request to the same job code the schedule runs. A job that stops
 * before its timeout publishes the same request again to continue the same run.
 */
export const REFRESH_REQUESTED = "REFRESH_REQUESTED";

export type RefreshKind = "players" | "goals";

export interface RefreshRequested {
  kind: RefreshKind;
  /** The run this request starts or continues; its lock (refreshJob) already names it. */
  runId: string;
  source: "external_api" | "manual";
}

/** The kind's declared job. events/ imports nothing of shared/ (shared/ reads the catalogue), so no `must` here. */
function jobOf(kind: RefreshKind) {
  const job = jobs.find((j) => j.name === `refresh-${kind}`);
  if (!job) throw new Error(`the refresh-${kind} job is missing`);
  return job;
}

/** The refresh job's declared timeout: the schedule's Lambda and the request rule's Lambda both get it. */
export const refreshTimeoutSeconds = (kind: RefreshKind) => jobOf(kind).timeoutSeconds ?? 60;

/** The module both the schedule and the request rule call. */
export const refreshEntry = (kind: RefreshKind) => jobOf(kind).entry;
