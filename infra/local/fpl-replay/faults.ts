/**
 * Fault injection: the ways the real feed misbehaves (../shared/guides/fpl-feed.md), switched
 * on per path for a number of requests so tests can watch the client and the refresh cope.
 */
export const faultModes = [
  "unavailable",
  "rate-limited",
  "hang",
  "truncated",
  "not-json",
  "empty-live",
  "zero-live",
  // Fixtures answers caught mid-update: no stats at all, a scorer missing, scores behind the scorers.
  "no-stats",
  "partial-stats",
  "lagging-score",
] as const;
export type FaultMode = (typeof faultModes)[number];

export interface Fault {
  /** Matched as a substring of the request path and query, e.g. "event/12/live". */
  path: string;
  mode: FaultMode;
  /** How many requests it still affects. */
  remaining: number;
}

export class FaultBox {
  private faults: Fault[] = [];

  add(path: string, mode: FaultMode, count = 1): void {
    this.faults.push({ path, mode, remaining: Math.max(1, count) });
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** The fault to apply to this request, if any; using it counts it down. */
  take(pathAndQuery: string): FaultMode | undefined {
    const fault = this.faults.find((f) => pathAndQuery.includes(f.path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault.mode;
  }
}
