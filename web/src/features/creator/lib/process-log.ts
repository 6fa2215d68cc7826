import type { RefreshRunView } from "@shared/feed-types";
import { plural } from "@shared/text";

/** product.md §9: the goals refresh's success line follows the run's own steps by 500 ms. */
export const COMPLETED_LINE_DELAY_MS = 500;

export type ProcessState = "idle" | "running" | "completed" | "failed";

export interface ProcessLine {
  at: string;
  message: string;
  tone: "info" | "success" | "error";
}

export const runningLine = (at: Date): ProcessLine => ({
  at: at.toISOString(),
  message: "Running: weekly goals refresh requested",
  tone: "info",
});

/** The run's own timestamped steps, as the server recorded them. */
export const stepLines = (run: Pick<RefreshRunView, "steps">): ProcessLine[] =>
  run.steps.map((s) => ({ at: s.at, message: s.message, tone: "info" }));

export function outcomeLine(run: RefreshRunView, at: Date): ProcessLine {
  if (run.status === "failed")
    return { at: run.finishedAt, message: `Failed: ${run.reason ?? "the feed refresh did not finish"}`, tone: "error" };
  const writes = `${plural(run.writes, "record")} written`;
  return { at: at.toISOString(), message: `Completed in ${run.durationMs} ms: ${writes}`, tone: "success" };
}

/**
 * What a failed call means for the operator (product.md §8.6: 401 log out and in, 403 creator access
 * required, 500 server error). No status means the request never reached the server.
 */
export function failureHint(status: number | undefined, serverMessage?: string): string {
  if (status === undefined) return "The server could not be reached. Check the connection and try again.";
  if (status === 401) return "401 Unauthorized: your session has ended. Log out and log in again.";
  if (status === 403) return "403 Forbidden: creator access required.";
  if (status >= 500) return `${status} Server error: the refresh failed on the server. See the Errors tab.`;
  return `${status}: ${serverMessage || "the request was refused"}`;
}

export const failureLine = (at: Date, status: number | undefined, serverMessage?: string): ProcessLine => ({
  at: at.toISOString(),
  message: `Failed: ${failureHint(status, serverMessage)}`,
  tone: "error",
});
