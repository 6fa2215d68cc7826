import type { RefreshRunStatus, RefreshRunView } from "@shared/feed-types";

/** A refresh reads the feed for seconds (a season's first players run, a minute): a look a second is plenty. */
const REFRESH_POLL_MS = 1000;
/** Longer than the longest job (the players refresh, 5 minutes) and one continuation. */
export const REFRESH_FOLLOW_LIMIT_MS = 12 * 60_000;

interface FollowOptions {
  onUpdate?: (status: RefreshRunStatus) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The run ended without a record (it died) or is still going past the limit: the message says which. */
export class RefreshUnfinished extends Error {
  override name = "RefreshUnfinished";
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls a requested refresh until its run is recorded, reporting each look (the process log
 * shows the steps as they come). Resolves with the run's record, failed runs included; a run
 * that died without one rejects with its last steps' story.
 */
export async function followRefresh(
  read: () => Promise<RefreshRunStatus>,
  { onUpdate, sleep = wait, now = Date.now }: FollowOptions = {},
): Promise<RefreshRunView> {
  const deadline = now() + REFRESH_FOLLOW_LIMIT_MS;
  for (;;) {
    const status = await read();
    onUpdate?.(status);
    if (status.run) return status.run;
    if (status.state === "failed")
      throw new RefreshUnfinished("The refresh stopped before it finished; the next run continues where it stopped.");
    if (now() > deadline) throw new RefreshUnfinished("The refresh is taking longer than expected; its result will show when it ends.");
    await sleep(REFRESH_POLL_MS);
  }
}
