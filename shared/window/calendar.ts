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
 * A deadline the creator may set: after the window opens. No upper bound: the transfer
 * deadline has moved over the years, and a replayed season plays its window on today's clock.
 */
export function deadlineProblem(seasonLabel: string, closesAt: string): string | undefined {
  const at = Date.parse(closesAt);
  if (Number.isNaN(at)) return "The deadline must be a date and time";
  if (at <= Date.parse(windowOpensAt(seasonLabel))) return "The deadline must be after the window opens on 1 January";
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
