import { inject } from "vitest";
import { MAX_QUIET_WAIT_MS } from "../../infra/local/in-flight";

/**
 * Waits until the local host has no background work in flight (event deliveries and their
 * retries, workflow executions, job runs; see infra/local/in-flight.ts), instead of sleeping a
 * fixed time: what a call set going has then landed, and anything still missing never will.
 * `baseUrl` is the shared host's unless a test started its own (tests/support/own-host.ts).
 */
export async function untilQuiet(baseUrl: string = inject("baseUrl"), timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // One ask waits at most MAX_QUIET_WAIT_MS; a longer wait asks again.
    const wait = Math.min(MAX_QUIET_WAIT_MS, Math.max(0, deadline - Date.now()));
    const response = await fetch(`${baseUrl}/_local/quiet?timeoutMs=${wait}`);
    const answer = (await response.json()) as { quiet?: boolean; inFlight?: string[]; message?: string };
    if (response.ok && answer.quiet) return;
    if (response.status !== 503 || Date.now() >= deadline)
      throw new Error(`the host at ${baseUrl} was not quiet within ${timeoutMs} ms: ${answer.inFlight?.join(", ") ?? answer.message}`);
  }
}
