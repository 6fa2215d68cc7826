import type { ServerResponse } from "node:http";

/**
 * Long enough for work that a finishing task hands on (a promise continuation, an immediate, a
 * request already on its way) to be counted, short enough that asking costs nothing.
 */
const GRACE_MS = 10;

/** What `quiet` found: nothing under way, or what still was when the wait ran out. */
export interface QuietAnswer {
  quiet: boolean;
  waitedMs: number;
  inFlight: string[];
}

/**
 * The local host's background work under way: event deliveries (with their retries), workflow
 * executions, scheduled and first-start job runs. Each is counted from the moment it is accepted
 * (before the call that started it is answered) until it ends, and a piece of work started by
 * another is accepted while that one still runs, so once the count is zero nothing already
 * started can still change the store. Tests ask for `quiet` instead of sleeping a fixed time.
 */
export function createInFlight() {
  const running = new Map<number, string>();
  const onIdle = new Set<() => void>();
  let nextId = 1;
  /** Every start and end moves it, so a grace in which work came and went is not taken for calm. */
  let moves = 0;

  /** Counts one piece of work from now; call the answer when it ends (a second call is ignored). */
  const begin = (label: string) => {
    const id = nextId++;
    running.set(id, label);
    moves++;
    return () => {
      if (!running.delete(id)) return;
      moves++;
      if (running.size === 0) for (const wake of [...onIdle]) wake();
    };
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        onIdle.delete(wake);
        resolve();
      };
      // A wait nobody will read after the host stops must not keep its process alive.
      const timer = setTimeout(wake, ms).unref();
      onIdle.add(wake);
    });

  return {
    begin,
    /** Counts `work` until it settles and hands it back unchanged (its rejection stays the caller's). */
    track<T>(label: string, work: Promise<T>): Promise<T> {
      const end = begin(label);
      work.then(end, end);
      return work;
    },
    /** Resolves once nothing is under way and stays so for a short grace, or with what still is after `timeoutMs`. */
    async quiet(timeoutMs: number): Promise<QuietAnswer> {
      const started = Date.now();
      for (;;) {
        if (running.size === 0) {
          const seen = moves;
          await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
          if (running.size === 0 && moves === seen) return { quiet: true, waitedMs: Date.now() - started, inFlight: [] };
          continue;
        }
        const left = started + timeoutMs - Date.now();
        if (left <= 0) return { quiet: false, waitedMs: Date.now() - started, inFlight: [...running.values()] };
        await pause(left);
      }
    },
  };
}

export type InFlight = ReturnType<typeof createInFlight>;

/** The longest a caller may ask `GET /_local/quiet` to wait (a minute: longer than any draft or refresh stretch in the tests). */
export const MAX_QUIET_WAIT_MS = 60_000;

/**
 * `GET /_local/quiet?timeoutMs=…` on the local host's origin, for tests in other processes: answers
 * 200 `{quiet: true, waitedMs}` once nothing is in flight, or 503 with what still is when the wait
 * runs out (default 30 s). Local only: not in the route contract, not under /api, absent on AWS.
 */
export async function answerQuiet(inFlight: InFlight, url: URL, res: ServerResponse): Promise<void> {
  const asked = url.searchParams.get("timeoutMs");
  const timeoutMs = asked === null ? 30_000 : Number(asked);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 0 || timeoutMs > MAX_QUIET_WAIT_MS) {
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: `timeoutMs must be a whole number of milliseconds from 0 to ${MAX_QUIET_WAIT_MS}` }));
    return;
  }
  const answer = await inFlight.quiet(timeoutMs);
  res.writeHead(answer.quiet ? 200 : 503, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(answer));
}
