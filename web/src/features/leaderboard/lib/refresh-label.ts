import { format } from "date-fns";
import type { RefreshStatus } from "@shared/feed-types";

/** Spec §9 date format. */
export const DATE_FORMAT = "MMM dd, yyyy HH:mm";

/** 'API' when the scheduled feed job stored the goals, 'Manual' when someone pressed refresh. */
export const refreshSourceLabel = (source: RefreshStatus["lastRefreshSource"]) => (source === "external_api" ? "API" : "Manual");

/** The phone header's stamp, e.g. 'Mar 13, 2026 18:30 · API'; null before the first refresh. */
export function refreshStamp(status: Pick<RefreshStatus, "lastGoalsRefresh" | "lastRefreshSource"> | undefined): string | null {
  if (!status?.lastGoalsRefresh) return null;
  return `${format(new Date(status.lastGoalsRefresh), DATE_FORMAT)} · ${refreshSourceLabel(status.lastRefreshSource)}`;
}

/**
 * Whether a poll shows feed data other than the data on screen. The version changes only when a
 * refresh stored something (a refresh that found nothing new keeps it), so screens reload only
 * then. The first answer only sets the baseline: the board was fetched just now.
 */
export function isNewData(seen: string | null | undefined, polled: string | null | undefined): boolean {
  if (seen === undefined || !polled) return false;
  return seen !== polled;
}
