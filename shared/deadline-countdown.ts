/**
 * The deadline countdown shown on Home and the leaderboard while the next gameweek's deadline
 * is within 48 hours. Pure: the component only ticks the clock.
 */
const COUNTDOWN_WINDOW_MS = 48 * 3_600_000;

export interface Countdown {
  gameweekName: string;
  deadline: string;
  /** "1d 4h", "3h 12m", "9m", "under a minute". */
  remaining: string;
  /** Under 6 hours: the banner turns urgent. */
  urgent: boolean;
}

export function countdownTo(
  gameweeks: ReadonlyArray<{ name: string; isNext: boolean; deadlineTime: string | null }> | undefined,
  now: Date,
): Countdown | null {
  const next = gameweeks?.find((g) => g.isNext && g.deadlineTime);
  if (!next?.deadlineTime) return null;
  const left = Date.parse(next.deadlineTime) - now.getTime();
  if (left <= 0 || left > COUNTDOWN_WINDOW_MS) return null;
  const minutes = Math.floor(left / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const remaining = minutes < 1 ? "under a minute" : days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${mins}m` : `${mins}m`;
  return { gameweekName: next.name, deadline: next.deadlineTime, remaining, urgent: left < 6 * 3_600_000 };
}
