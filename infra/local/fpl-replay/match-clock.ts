import type { FixtureGoalRow } from "./pack";

/**
 * The replay's match clock: the current gameweek played fixture by fixture in kick-off order
 * (fixtures that kicked off together in the real season play together), each over `matchMs` of
 * real time with `gapMs` between kick-off times, its goals released over its 90 minutes as the
 * real feed reports them. The season data has who scored, not when: each fixture's goals are
 * spread evenly over the match in a fixed order. Pure functions; server.ts holds the state.
 */
export interface MatchClockSettings {
  /** Real time of the first kick-off (ms since the epoch). */
  firstKickoff: number;
  /** Real time one match takes (90 minutes of play). */
  matchMs: number;
  /** Real time between one kick-off slot's final whistle and the next slot's kick-off. */
  gapMs: number;
}

/** One goal of a fixture: who (own goals count for the other side), and at what match minute. */
export interface MatchGoal {
  fixtureId: number;
  playerId: number;
  /** The scorer's side: 0 home, 1 away. */
  side: 0 | 1;
  ownGoal: boolean;
  minute: number;
  /** The n-th goal (or own goal) of that player in that fixture, from 1. */
  ordinal: number;
}

/** Each fixture's real kick-off under the clock: its recorded kick-off time's slot, in order. */
export function kickoffs(fixtures: Array<{ id: number; kickoff: string | null }>, clock: MatchClockSettings): Map<number, number> {
  const slots = [...new Set(fixtures.map((f) => f.kickoff ?? "").filter(Boolean))].sort();
  const out = new Map<number, number>();
  for (const f of fixtures) {
    const slot = slots.indexOf(f.kickoff ?? "");
    if (slot >= 0) out.set(f.id, clock.firstKickoff + slot * (clock.matchMs + clock.gapMs));
  }
  return out;
}

/** The match minute at `now` (0 before kick-off, at most 90), whether it started and whether it is over. */
export function matchState(
  kickoff: number,
  clock: MatchClockSettings,
  now: number,
): { started: boolean; finished: boolean; minute: number } {
  if (now < kickoff) return { started: false, finished: false, minute: 0 };
  const played = (now - kickoff) / clock.matchMs;
  if (played >= 1) return { started: true, finished: true, minute: 90 };
  return { started: true, finished: false, minute: Math.min(90, Math.floor(played * 90)) };
}

/**
 * A fixture's goals at fixed minutes: every goal and own goal in order of player and kind, the
 * k-th of n at minute round(90·k/(n+1)), so none falls on the whistle and a rerun is identical.
 */
export function goalTimeline(fixtureId: number, rows: FixtureGoalRow[]): MatchGoal[] {
  const goals: Array<Omit<MatchGoal, "minute">> = [];
  for (const [playerId, side, scored, own] of rows) {
    for (let n = 1; n <= scored; n++) goals.push({ fixtureId, playerId, side, ownGoal: false, ordinal: n });
    for (let n = 1; n <= own; n++) goals.push({ fixtureId, playerId, side, ownGoal: true, ordinal: n });
  }
  return goals.map((g, k) => ({ ...g, minute: Math.max(1, Math.round((90 * (k + 1)) / (goals.length + 1))) }));
}

export const goalKey = (g: Pick<MatchGoal, "fixtureId" | "playerId" | "ownGoal" | "ordinal">) =>
  `${g.fixtureId}:${g.playerId}:${g.ownGoal ? "og" : "g"}:${g.ordinal}`;

/**
 * VAR's decisions on the replay, kept for the whole season whatever the clock does next: goals
 * taken back (by `goalKey`), and goals given instead (a goal re-awarded to a team-mate).
 */
export interface Corrections {
  takenBack: Set<string>;
  awarded: MatchGoal[];
}

export const noCorrections = (): Corrections => ({ takenBack: new Set(), awarded: [] });

/** A fixture's goals as VAR left them: the recorded ones less those taken back, plus those given instead, in minute order. */
export function correctedTimeline(fixtureId: number, timeline: MatchGoal[], corrections: Corrections): MatchGoal[] {
  return [...timeline, ...corrections.awarded.filter((g) => g.fixtureId === fixtureId)]
    .filter((g) => !corrections.takenBack.has(goalKey(g)))
    .sort((a, b) => a.minute - b.minute);
}

/** The goals released by `minute` (a finished match: all) of a fixture's goals as VAR left them (`correctedTimeline`). */
export function releasedGoals(goals: MatchGoal[], minute: number, finished: boolean): MatchGoal[] {
  return goals.filter((g) => finished || g.minute <= minute);
}

/** A fixture's score from its goals: an own goal counts for the other side. */
export function scoreOf(goals: MatchGoal[]): [number, number] {
  const score: [number, number] = [0, 0];
  for (const g of goals) score[g.ownGoal ? 1 - g.side : g.side] += 1;
  return score;
}

/** The feed's `stats` entries for goals and own goals, per side, from released goals. */
export function goalStats(goals: MatchGoal[]) {
  const entry = (identifier: string, own: boolean) => {
    const side = (s: 0 | 1) => {
      const byPlayer = new Map<number, number>();
      for (const g of goals) if (g.ownGoal === own && g.side === s) byPlayer.set(g.playerId, (byPlayer.get(g.playerId) ?? 0) + 1);
      return [...byPlayer].map(([element, value]) => ({ value, element }));
    };
    return { identifier, a: side(1), h: side(0) };
  };
  return [entry("goals_scored", false), entry("own_goals", true)];
}
