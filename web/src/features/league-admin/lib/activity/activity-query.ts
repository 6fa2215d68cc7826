import { ACTIVITY_COMPACT_COUNT } from "@shared/constants";
import type { ActivityFilter } from "@shared/activity-filter";

export const SEVERITIES = ["info", "warning", "error", "critical"] as const;
export const CATEGORIES = ["user_action", "admin_action", "system_action", "draft_action"] as const;
export type Severity = (typeof SEVERITIES)[number];
type Category = (typeof CATEGORIES)[number];

/** `user_action` reads as "User action" in the filters and on each entry. */
export const categoryLabel = (category: string) => {
  const words = category.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The call's query for a league and its filters. "all" and a blank search are left out, so the
 * unfiltered log has one cache key however it was reached.
 */
export function activityLogsQuery(leagueId: string, filter: ActivityFilter) {
  const search = filter.search?.trim();
  return {
    leagueId,
    search: search || undefined,
    // The filters' selects offer only SEVERITIES and CATEGORIES; the server refuses anything else (400).
    severity: filter.severity && filter.severity !== "all" ? (filter.severity as Severity) : undefined,
    category: filter.category && filter.category !== "all" ? (filter.category as Category) : undefined,
  };
}

/** The compact view (product.md §9) shows the latest ten; the server answers newest first. */
export const visibleEntries = <T>(entries: T[], compact: boolean): T[] => (compact ? entries.slice(0, ACTIVITY_COMPACT_COUNT) : entries);
