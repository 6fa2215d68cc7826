/** The creator log views' time ranges (the server reads at most 31 days) and page size. */
export const LOG_RANGES = [
  { id: "1h", label: "Last hour", ms: 3_600_000 },
  { id: "24h", label: "Last 24 hours", ms: 86_400_000 },
  { id: "7d", label: "Last 7 days", ms: 7 * 86_400_000 },
  { id: "30d", label: "Last 30 days", ms: 30 * 86_400_000 },
] as const;

export type LogRangeId = (typeof LOG_RANGES)[number]["id"];
const LOG_PAGE_SIZE = 50;

/**
 * The query of one page. The first page names the window; later pages pass only the server's
 * cursor, which carries the same window, so new calls arriving meanwhile do not shift the pages.
 */
export function logPageQuery(
  range: LogRangeId,
  to: number,
  cursor?: string,
): { limit: string; cursor?: string; from?: string; to?: string } {
  const limit = String(LOG_PAGE_SIZE);
  if (cursor) return { limit, cursor };
  const ms = LOG_RANGES.find((r) => r.id === range)?.ms ?? LOG_RANGES[1].ms;
  return { limit, from: new Date(to - ms).toISOString(), to: new Date(to).toISOString() };
}
