import { ApiError } from "@/lib/api-error";
import type { DraftRunStatus, RunProgress } from "@shared/contract/responses";

/** Short enough that a 1-second draft feels immediate, long enough to stay a handful of calls. */
const POLL_INTERVAL_MS = 400;
/** The workflow's own limit is 5 minutes; a run not ended by then is reported as failed. */
export const FOLLOW_LIMIT_MS = 5 * 60_000 + 30_000;

interface FollowOptions {
  onProgress?: (progress: RunProgress) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls a started draft run until it ends. A finished run resolves with its status; a failed one
 * throws the same ApiError the call would have thrown when it waited (status, and the body with
 * error, details and code), so the screens keep one way of explaining failures.
 */
export async function followRun(
  read: () => Promise<DraftRunStatus>,
  { onProgress, sleep = wait, now = Date.now }: FollowOptions = {},
): Promise<DraftRunStatus> {
  const deadline = now() + FOLLOW_LIMIT_MS;
  for (;;) {
    const status = await read();
    onProgress?.(status.progress);
    if (status.state === "succeeded") return status;
    if (status.state === "failed") {
      const failure = status.failure ?? {
        status: 500,
        error: "Failed",
        details: "The draft did not complete",
        code: "RUN_FAILED",
        message: "The draft did not complete",
      };
      throw new ApiError(failure.status, failure.error, JSON.stringify(failure));
    }
    if (now() > deadline)
      throw new ApiError(
        504,
        "Gateway Timeout",
        JSON.stringify({ message: "The draft is taking too long. Check the history before trying again.", code: "RUN_TIMEOUT" }),
      );
    await sleep(POLL_INTERVAL_MS);
  }
}
