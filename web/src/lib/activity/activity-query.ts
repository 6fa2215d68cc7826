import { ACTIVITY_COMPACT_COUNT } from "@shared/constants";
import type { ActivityFilter } from "@shared/activity-filter";

export const SEVERITIES = ["info", "warning", "error", "critical"] as const;
export const CATEGORIES = ["user_action", "admin_action", "system_action", "draft_action"] as const;
export type Severity = (typeof SEVERITIES)[number];
export type Category = (typeof CATEGORIES)[number];

/** `user_action` reads as "User action" in the filters and on each entry. */
export const categoryLabel = (category: string) => {
  const words = category.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The call's URL for a league and its filters. "all" and a blank search are left out, so the
 * unfiltered log has one cache key however it was reached.
 */
export function activityLogsKey(leagueId: string, filter: ActivityFilter): string {
  const params = new URLSearchParams({ leagueId });
  const search = filter.search?.trim();
  if (search) params.set("search", search);
  if (filter.severity && filter.severity !== "all") params.set("severity", filter.severity);
  if (filter.category && filter.category !== "all") params.set("category", filter.category);
  return `/api/activity-logs?${params}`;
}

/** The compact view (spec §9) shows the latest ten; the server answers newest first. */
export const visibleEntries = <T>(entries: T[], compact: boolean): T[] => (compact ? entries.slice(0, ACTIVITY_COMPACT_COUNT) : entries);
