import type { RefreshStatus } from "@shared/feed-types";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * product.md §9 date format ('MMM dd, yyyy HH:mm': 'Mar 13, 2026 18:05', local time), written out so
 * that the board's first paint does not load date-fns (6 kB gzip) for its two dates.
 */
export function formatBoardDate(date: Date): string {
  const day = `${MONTHS[date.getMonth()]} ${twoDigits(date.getDate())}, ${date.getFullYear()}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** 'API' when the scheduled feed job stored the goals, 'Manual' when someone pressed refresh. */
export const refreshSourceLabel = (source: RefreshStatus["lastRefreshSource"]) => (source === "external_api" ? "API" : "Manual");

/** The phone header's stamp, e.g. 'Mar 13, 2026 18:30 · API'; null before the first refresh. */
export function refreshStamp(status: Pick<RefreshStatus, "lastGoalsRefresh" | "lastRefreshSource"> | undefined): string | null {
  if (!status?.lastGoalsRefresh) return null;
  return `${formatBoardDate(new Date(status.lastGoalsRefresh))} · ${refreshSourceLabel(status.lastRefreshSource)}`;
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
