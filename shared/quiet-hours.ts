/**
 * Quiet hours: a daily window in the user's own time zone (it may wrap past midnight) when
 * e-mail and push wait. Pure, so the delivery target, the release job and the settings page
 * agree on what "quiet" means.
 */
export interface QuietHours {
  enabled: boolean;
  /** "HH:MM", 24-hour, local to timeZone. */
  start: string;
  end: string;
  /** An IANA zone such as "Europe/London". */
  timeZone: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** Minutes since local midnight at `now` in `timeZone`. */
function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

/** Whether `now` falls inside the window; start == end means no window at all. */
export function isQuiet(now: Date, quiet: QuietHours | undefined): boolean {
  if (!quiet?.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const local = localMinutes(now, quiet.timeZone);
  return start < end ? local >= start && local < end : local >= start || local < end;
}

/** When the current quiet window ends (the same instant if not quiet). */
export function quietUntil(now: Date, quiet: QuietHours | undefined): Date {
  if (!quiet || !isQuiet(now, quiet)) return now;
  const local = localMinutes(now, quiet.timeZone);
  const wait = (minutesOf(quiet.end) - local + 24 * 60) % (24 * 60);
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}
