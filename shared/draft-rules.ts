import { INACTIVE_DAYS_THRESHOLD, SELECTIONS_PER_USER } from "./constants";

/** Whole days since an ISO time (0 when unknown or in the future). */
export function daysSince(iso: string | undefined, now: Date): number {
  if (!iso) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 86_400_000));
}

export type ArchivalGroup = "Highly Recommended" | "Recommended" | "Consider Carefully";

/**
 * The smart archival dialog's groups (product.md §4): inactive 7+ days first, then no picks, then
 * 1–14 picks. Members with a full list are not candidates.
 */
export function archivalGroup(picks: number, daysInactive: number): ArchivalGroup | undefined {
  if (picks >= SELECTIONS_PER_USER) return undefined;
  if (daysInactive >= INACTIVE_DAYS_THRESHOLD) return "Highly Recommended";
  return picks === 0 ? "Recommended" : "Consider Carefully";
}

/** E-mail lists are pasted into mail clients: semicolon and space separated (product.md §3). */
export const joinEmails = (emails: string[]) => [...new Set(emails.filter(Boolean))].join("; ");
