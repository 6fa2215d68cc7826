/**
 * How often the goals refresh reads the feed (product.md §10.16): every minute while a fixture of
 * the current gameweek is live (and within that minute every 20 s, `nextLiveRead`), every 10 minutes otherwise during a gameweek, hourly between
 * gameweeks. Decided from the stored fixtures and gameweek flags only, so a minute-tick that
 * finds nothing due costs one read and no feed call.
 */
export type Pace = "live" | "gameweek" | "between";

const PACE_MINUTES: Record<Pace, number> = { live: 1, gameweek: 10, between: 60 };

/**
 * A kick-off the store has not yet seen happen (the feed's `started` still false) counts as live
 * for this long after its time, so the first minutes of a match are read at the minute pace; a
 * fixture postponed on the day stops holding the minute pace after it.
 */
const KICKOFF_GRACE_MS = 3 * 60 * 60_000;

/** A schedule's tick lands a little early or late: a refresh this close to due runs now. */
const SLACK_MS = 20_000;

/** A stored fixture as the cadence needs it. */
export interface CadenceFixture {
  kickoffTime?: string | null;
  started: boolean;
  /** The feed's `finished_provisional`: the match is over, bonus and checks may follow. */
  finishedProvisional: boolean;
}

export interface CadenceState {
  /** The current gameweek's fixtures as stored by the last refresh. */
  fixtures: CadenceFixture[];
  /** The current gameweek is finished and its data checked (its goals final): nothing moves until the next. */
  weekDone: boolean;
  /** The next gameweek's deadline: once it passes, the next gameweek is under way. */
  nextDeadline: string | null;
  /** When the last refresh ran (any kind), and the last full one (bootstrap and live data too). */
  lastRunAt?: string;
  lastFullRunAt?: string;
}

function isLive(f: CadenceFixture, now: number): boolean {
  if (f.finishedProvisional) return false;
  if (f.started) return true;
  const kickoff = f.kickoffTime ? Date.parse(f.kickoffTime) : Number.NaN;
  return kickoff <= now && now - kickoff < KICKOFF_GRACE_MS;
}

export function paceOf(state: CadenceState, now: number): Pace {
  if (state.fixtures.some((f) => isLive(f, now))) return "live";
  const nextUnderWay = state.nextDeadline !== null && Date.parse(state.nextDeadline) <= now;
  return !state.weekDone || nextUnderWay ? "gameweek" : "between";
}

export interface Due {
  pace: Pace;
  /**
   * What to run: "fixtures" reads only the current gameweek's fixtures (one feed call, the minute
   * pace); "full" also syncs the bootstrap and the gameweeks' live data, at most every 10 minutes.
   */
  run: "none" | "fixtures" | "full";
}

const elapsed = (at: string | undefined, now: number) => (at ? now - Date.parse(at) : Number.POSITIVE_INFINITY);

export function dueNow(state: CadenceState, now: number): Due {
  const pace = paceOf(state, now);
  const minutes = PACE_MINUTES[pace];
  if (elapsed(state.lastRunAt, now) + SLACK_MS < minutes * 60_000) return { pace, run: "none" };
  if (pace !== "live") return { pace, run: "full" };
  const fullDue = elapsed(state.lastFullRunAt, now) + SLACK_MS >= PACE_MINUTES.gameweek * 60_000;
  return { pace, run: fullDue ? "full" : "fixtures" };
}

/**
 * While a match is live a tick reads the feed up to three times (decision 0331): at once, then at
 * its minute + 20 s and + 40 s, so a goal is read within 20 s and the last read ends before the
 * next tick's minute.
 */
export const LIVE_READ_GAP_MS = 20_000;
const LIVE_READS_PER_TICK = 3;

/**
 * The next moment a live tick reads again after its read number `done` (1 is the first), or null:
 * a moment already passed is skipped, and one more than a gap away is never waited for (a tick
 * standing for a minute not yet come, or delivered that late, reads once).
 */
export function nextLiveRead(scheduled: number, now: number, done: number): { read: number; at: number } | null {
  for (let read = done + 1; read <= LIVE_READS_PER_TICK; read++) {
    const at = scheduled + (read - 1) * LIVE_READ_GAP_MS;
    if (at >= now) return at - now <= LIVE_READ_GAP_MS ? { read, at } : null;
  }
  return null;
}
