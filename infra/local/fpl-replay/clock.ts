/**
 * The replay clock maps a recorded season onto today: the current gameweek's deadline falls a
 * little before now, so later deadlines lie ahead at their real spacing and countdowns behave as
 * in a live season. Pure functions, so the mapping is tested without a server.
 */
export const DEADLINE_LEAD_MS = 60 * 60_000;

/** Milliseconds to add to every recorded date. Before the season (gameweek 0) GW1 lies ahead. */
export function replayOffsetMs(deadlines: string[], gameweek: number, now: number): number {
  if (deadlines.length === 0) return 0;
  if (gameweek <= 0) return now + 7 * 24 * 3600_000 - Date.parse(deadlines[0]);
  const index = Math.min(gameweek, deadlines.length) - 1;
  return now - DEADLINE_LEAD_MS - Date.parse(deadlines[index]);
}

/** Shifts an ISO instant, keeping the API's second-precision `Z` form. */
export function shiftIso(iso: string, offsetMs: number): string;
export function shiftIso(iso: string | null, offsetMs: number): string | null;
export function shiftIso(iso: string | null, offsetMs: number): string | null {
  if (!iso) return iso;
  return new Date(Date.parse(iso) + offsetMs).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export interface EventFlags {
  is_previous: boolean;
  is_current: boolean;
  is_next: boolean;
  finished: boolean;
  data_checked: boolean;
}

/**
 * Weeks before the current one are finished and checked; the current one is still open. A
 * gameweek past the season's last (`total`) is the season's end, as the feed shows it until the
 * next season's data arrives: the last week current, every week finished.
 */
export function eventFlags(id: number, gameweek: number, total = Number.POSITIVE_INFINITY): EventFlags {
  if (gameweek > total)
    return { is_previous: id === total - 1, is_current: id === total, is_next: false, finished: true, data_checked: true };
  return {
    is_previous: id === gameweek - 1,
    is_current: id === gameweek,
    is_next: id === gameweek + 1,
    finished: id < gameweek,
    data_checked: id < gameweek,
  };
}
