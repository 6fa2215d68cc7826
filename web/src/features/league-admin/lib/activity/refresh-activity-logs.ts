import type { ScopedMutator } from "swr";
import { ACTIVITY_LOGS_PREFIX } from "./get-activity-logs";

/**
 * Re-reads every open activity log view (any filters) after a mutation (product.md §7.1).
 * Entries are written from domain events, a moment after the call answers, so a second read
 * follows shortly to pick up what the first one was too early for.
 */
export function refreshActivityLogs(mutate: ScopedMutator, settleMs = 1500): void {
  const matches = (key: unknown) => typeof key === "string" && key.startsWith(ACTIVITY_LOGS_PREFIX);
  void mutate(matches);
  window.setTimeout(() => void mutate(matches), settleMs);
}
