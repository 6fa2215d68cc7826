import type { WeekGoals } from "../data/stores/goals-store";
import type { FplLive } from "../feed/fpl-schemas";

/** Goals per player from a live answer; players missing from it scored nothing. */
export function weekGoalsFromLive(live: FplLive): Map<number, WeekGoals> {
  const goals = new Map<number, WeekGoals>();
  for (const e of live.elements) {
    goals.set(e.id, { playerId: e.id, goals: e.stats.goals_scored, fixtures: e.explain.map((x) => x.fixture) });
  }
  return goals;
}

const total = (values: Iterable<WeekGoals>) => [...values].reduce((sum, g) => sum + g.goals, 0);

/**
 * Refuses a live answer that would wipe out goals we already hold: before kickoff and during
 * updates the feed can answer an empty list or all zeros for a week that has goals. Answers the
 * reason to record, or undefined when the answer may be stored.
 */
export function rejectLiveAnswer(gameweek: number, feed: Map<number, WeekGoals>, stored: WeekGoals[]): string | undefined {
  const held = total(stored);
  if (held === 0 || total(feed.values()) > 0) return undefined;
  const shape = feed.size === 0 ? "an empty live answer" : "an all-zero live answer";
  return `event/${gameweek}/live/: ${shape}; kept the ${held} goals already stored for gameweek ${gameweek}`;
}

const sameFixtures = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The records to write so the store equals the feed: new or changed scorers, and scorers whose
 * goals the feed took back (set to 0, never deleted, so a correction is visible). Players with
 * no goals and no record need no record: that keeps a week to a few dozen items.
 */
export function diffWeekGoals(stored: WeekGoals[], feed: Map<number, WeekGoals>): WeekGoals[] {
  const changes: WeekGoals[] = [];
  const held = new Map(stored.map((g) => [g.playerId, g]));
  for (const g of feed.values()) {
    const before = held.get(g.playerId);
    if (g.goals === 0 && !before) continue;
    if (!before || before.goals !== g.goals || !sameFixtures(before.fixtures, g.fixtures)) changes.push(g);
  }
  for (const before of held.values()) {
    if (before.goals > 0 && !feed.has(before.playerId)) changes.push({ playerId: before.playerId, goals: 0, fixtures: before.fixtures });
  }
  return changes;
}
