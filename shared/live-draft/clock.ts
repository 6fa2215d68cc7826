/**
 * The live draft's pick clock (product.md §10.15). The server owns every deadline; these
 * rules turn "a turn of N ms starting now" into an instant and back, skipping the overnight
 * pause of a slow draft (23:00 to 08:00 UK time) when the admin asked for it.
 */
import { isQuiet, quietUntil, type QuietHours } from "../quiet-hours";

/** The clocks an admin may choose: fast ones for a draft in one sitting, slow ones over days. */
export const PICK_CLOCKS = {
  "30s": 30_000,
  "60s": 60_000,
  "90s": 90_000,
  "2m": 120_000,
  "1h": 3_600_000,
  "8h": 8 * 3_600_000,
  "24h": 24 * 3_600_000,
} as const;
export type PickClockName = keyof typeof PICK_CLOCKS;

/** Only a slow draft may pause overnight: a 2-minute clock is a draft in one evening. */
export const isSlowClock = (name: PickClockName): boolean => PICK_CLOCKS[name] >= PICK_CLOCKS["1h"];

export interface PickClock {
  name: PickClockName;
  /** The clock stops from 23:00 to 08:00 UK time (slow drafts only). */
  overnightPause: boolean;
  /**
   * Every turn's length times this: only a local host sets it (a 10-second clock for the browser
   * tests), stored with the draft so its deadlines stay the same across a restart. 1 when absent.
   */
  scale?: number;
}

const OVERNIGHT: QuietHours = { enabled: true, start: "23:00", end: "08:00", timeZone: "Europe/London" };

export const turnMs = (clock: PickClock): number => Math.round(PICK_CLOCKS[clock.name] * (clock.scale ?? 1));

/**
 * The scale that makes the fastest clock (30 s) last `fastestMs`: how a local host runs a whole
 * draft in a minute or two. Anything but a positive number leaves the clocks as they are.
 */
export function clockScaleFor(fastestMs: number | undefined): number {
  return fastestMs !== undefined && Number.isFinite(fastestMs) && fastestMs > 0 ? fastestMs / PICK_CLOCKS["30s"] : 1;
}
const pausesOvernight = (clock: PickClock) => clock.overnightPause && isSlowClock(clock.name);

// Made when first needed, not when the module loads: a formatter's first zone data was 50 ms of the
// draft room's first paint on a phone, and only a slow clock's overnight pause reads it (decision 0338).
let ukClock: Intl.DateTimeFormat | undefined;
const ukMinutes = (t: number) => {
  ukClock ??= new Intl.DateTimeFormat("en-GB", { timeZone: OVERNIGHT.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const [h, m] = ukClock.format(new Date(t)).split(":").map(Number);
  return h * 60 + m;
};

/** The next instant at or after `at` when the overnight pause begins (23:00 UK). */
function nextPauseStart(at: number): number {
  const minute = Math.ceil(at / 60_000) * 60_000;
  const [h, m] = OVERNIGHT.start.split(":").map(Number);
  const wait = (h * 60 + m - ukMinutes(minute) + 24 * 60) % (24 * 60);
  // The UK offset changes twice a year, so the guess can be an hour out: settle it on the
  // zone's own wall clock, a minute at a time from an hour before.
  let t = Math.max(minute, minute + (wait - 61) * 60_000);
  while (!isQuiet(new Date(t), OVERNIGHT)) t += 60_000;
  return t;
}

/**
 * The deadline of a turn that has `ms` of clock left at `from`. Time inside the overnight
 * pause does not count; a turn that starts during the pause starts counting at 08:00.
 */
export function deadlineAfter(from: number, ms: number, clock: PickClock): number {
  if (!pausesOvernight(clock)) return from + ms;
  let t = from;
  let left = ms;
  while (left > 0) {
    if (isQuiet(new Date(t), OVERNIGHT)) {
      t = Math.max(quietUntil(new Date(t), OVERNIGHT).getTime(), t + 1);
      continue;
    }
    const step = Math.min(left, nextPauseStart(t) - t);
    t += step;
    left -= step;
  }
  return t;
}

/** The clock time left at `now` before `deadline`: what a pause keeps and a resume gives back. */
export function clockLeft(now: number, deadline: number, clock: PickClock): number {
  if (now >= deadline) return 0;
  if (!pausesOvernight(clock)) return deadline - now;
  let t = now;
  let counted = 0;
  while (t < deadline) {
    if (isQuiet(new Date(t), OVERNIGHT)) {
      t = Math.max(quietUntil(new Date(t), OVERNIGHT).getTime(), t + 1);
      continue;
    }
    const end = Math.min(deadline, nextPauseStart(t));
    counted += end - t;
    t = end;
  }
  return counted;
}

/** "0:09", "1:30", "7:59:59", "1d 3h": what a pick clock shows, rounded up so 0:00 means the time is up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  if (days > 0) return `${days}d ${Math.floor((total % 86_400) / 3600)}h`;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
