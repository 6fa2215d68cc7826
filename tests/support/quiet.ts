import { inject } from "vitest";

/** The longest one GET /_local/quiet may wait (infra/local/in-flight.ts); longer waits ask again. */
const LONGEST_ASK_MS = 60_000;

/**
 * Waits until the local host has no background work in flight (event deliveries and their
 * retries, workflow executions, job runs; see infra/local/in-flight.ts), instead of sleeping a
 * fixed time: what a call set going has then landed, and anything still missing never will.
 * `baseUrl` is the shared host's unless a test started its own (tests/support/own-host.ts).
 */
export async function untilQuiet(baseUrl: string = inject("baseUrl"), timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const wait = Math.min(LONGEST_ASK_MS, Math.max(0, deadline - Date.now()));
    const response = await fetch(`${baseUrl}/_local/quiet?timeoutMs=${wait}`);
    const answer = (await response.json()) as { quiet?: boolean; inFlight?: string[]; message?: string };
    if (response.ok && answer.quiet) return;
    if (response.status !== 503 || Date.now() >= deadline)
      throw new Error(`the host at ${baseUrl} was not quiet within ${timeoutMs} ms: ${answer.inFlight?.join(", ") ?? answer.message}`);
  }
}
