/**
 * The January window's calendar (product.md §10.11): it opens 1 January 00:00 UK time of the
 * season's second year and closes at the Premier League's winter transfer deadline, a setting
 * per season (default 2 February 23:00 UK time, or the next weekday when that falls on a
 * weekend). January and February are GMT in the UK, so UK wall time equals UTC there.
 */
export type WindowState = "upcoming" | "open" | "closed";

const secondYear = (seasonLabel: string) => Number(seasonLabel.slice(0, 4)) + 1;

export function windowOpensAt(seasonLabel: string): string {
  return new Date(Date.UTC(secondYear(seasonLabel), 0, 1, 0, 0)).toISOString();
}

export function defaultWindowClosesAt(seasonLabel: string): string {
  const close = new Date(Date.UTC(secondYear(seasonLabel), 1, 2, 23, 0));
  const day = close.getUTCDay();
  if (day === 6) close.setUTCDate(close.getUTCDate() + 2);
  if (day === 0) close.setUTCDate(close.getUTCDate() + 1);
  return close.toISOString();
}

export function windowState(window: { opensAt: string; closesAt: string }, now: number): WindowState {
  if (now < Date.parse(window.opensAt)) return "upcoming";
  return now < Date.parse(window.closesAt) ? "open" : "closed";
}

/** The schedule runs a league's window draft itself from the day after the close (product.md §10.12). */
export const AUTO_RUN_DELAY_MS = 24 * 3600_000;

/**
 * The window on the feed's clock: its dates belong to the season's own calendar, and the local
 * replay moves that calendar onto today by `shiftMs` (0 for the real feed), so a replayed window
 * opens and closes between the same gameweeks as the recorded one did.
 */
export function onFeedClock<W extends { opensAt: string; closesAt: string }>(window: W, shiftMs: number): W {
  const move = (iso: string) => new Date(Date.parse(iso) + shiftMs).toISOString();
  return { ...window, opensAt: move(window.opensAt), closesAt: move(window.closesAt) };
}

/**
 * A deadline the creator may set (on the feed's clock, as the window shows it): after the window
 * opens. No upper bound: the transfer deadline has moved over the years.
 */
export function deadlineProblem(seasonLabel: string, closesAt: string, shiftMs = 0): string | undefined {
  const at = Date.parse(closesAt);
  if (Number.isNaN(at)) return "The deadline must be a date and time";
  if (at - shiftMs <= Date.parse(windowOpensAt(seasonLabel))) return "The deadline must be after the window opens on 1 January";
  return undefined;
}

/**
 * Whether a league takes part in its season's window (product.md §10.11): it is live with a final
 * draft, and went live before the close.
 */
export function takesPart(league: { isDraftMode: boolean; hasFinalDraft: boolean; wentLiveAt?: string }, closesAt: string): boolean {
  return (
    !league.isDraftMode && league.hasFinalDraft && league.wentLiveAt !== undefined && Date.parse(league.wentLiveAt) < Date.parse(closesAt)
  );
}
