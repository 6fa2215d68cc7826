/**
 * Goals found the way the field's bots find them (product.md §10.16): each fixture's `stats`
 * (`goals_scored`, per player, home and away) against the stored copy. Values are absolute, so a
 * retry or a repeated answer changes nothing. Own goals are their own stat and count for nobody.
 */

/** A fixture's `stats` entry as the feed sends it. */
export interface FixtureStat {
  identifier: string;
  h: Array<{ element: number; value: number }>;
  a: Array<{ element: number; value: number }>;
}

export interface Scorer {
  playerId: number;
  goals: number;
}

/** One player's goals in one fixture before and after: up is a goal, down a correction. */
export interface FixtureGoalChange {
  playerId: number;
  fixtureId: number;
  before: number;
  after: number;
}

/**
 * The scorers of a fixture, or undefined when its stats say nothing about goals: before kick-off,
 * and while the feed is being updated, `stats` can be empty or lack the `goals_scored` entry.
 */
export function scorersFromStats(stats: FixtureStat[] | undefined): Scorer[] | undefined {
  const goals = stats?.find((s) => s.identifier === "goals_scored");
  if (!goals) return undefined;
  const byPlayer = new Map<number, number>();
  for (const { element, value } of [...goals.h, ...goals.a]) byPlayer.set(element, (byPlayer.get(element) ?? 0) + value);
  return [...byPlayer]
    .filter(([, n]) => n > 0)
    .map(([playerId, n]) => ({ playerId, goals: n }))
    .sort((x, y) => x.playerId - y.playerId);
}

export interface StoredFixtureGoals {
  scorers: Scorer[];
  /**
   * Decreases seen in one answer and not yet stored: a goal is taken back only when the next
   * answer says so too, because an answer caught mid-update can list fewer goals than it should.
   */
  pending: Scorer[];
}

export interface FixtureGoalsOutcome extends StoredFixtureGoals {
  changes: FixtureGoalChange[];
  /** Why the answer was not used for goals, to record on the run; the stored copy stays. */
  refused?: string;
}

const total = (scorers: Scorer[]) => scorers.reduce((n, s) => n + s.goals, 0);

/**
 * The fixture's goals to store after an answer, and what changed. A new goal counts at once (a
 * partial answer cannot invent one); a decrease is a correction only when two answers in a row
 * agree on it; an answer whose goal stats vanished while goals are stored is refused whole.
 */
export function reconcileFixtureGoals(fixtureId: number, stored: StoredFixtureGoals, feed: Scorer[] | undefined): FixtureGoalsOutcome {
  if (feed === undefined) {
    const held = total(stored.scorers);
    const refused = held > 0 ? `fixture ${fixtureId}: the answer has no goal stats; kept the ${held} goals stored` : undefined;
    return { ...stored, changes: [], refused };
  }
  const before = new Map(stored.scorers.map((s) => [s.playerId, s.goals]));
  const after = new Map(feed.map((s) => [s.playerId, s.goals]));
  const seenLower = new Map(stored.pending.map((s) => [s.playerId, s.goals]));
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort((x, y) => x - y);
  const scorers: Scorer[] = [];
  const pending: Scorer[] = [];
  const changes: FixtureGoalChange[] = [];
  for (const playerId of ids) {
    const was = before.get(playerId) ?? 0;
    const now = after.get(playerId) ?? 0;
    let kept = now;
    if (now < was && seenLower.get(playerId) !== now) {
      kept = was;
      pending.push({ playerId, goals: now });
    }
    if (kept !== was) changes.push({ playerId, fixtureId, before: was, after: kept });
    if (kept > 0) scorers.push({ playerId, goals: kept });
  }
  return { scorers, pending, changes };
}

/**
 * What moved between two sets of a fixture's scorers, player by player: the changes of several
 * answers read in one run, told as one (a goal given to a team-mate is one down and one up).
 */
export function scorerChanges(fixtureId: number, before: Scorer[], after: Scorer[]): FixtureGoalChange[] {
  const was = new Map(before.map((s) => [s.playerId, s.goals]));
  const now = new Map(after.map((s) => [s.playerId, s.goals]));
  return [...new Set([...was.keys(), ...now.keys()])]
    .sort((x, y) => x - y)
    .map((playerId) => ({ playerId, fixtureId, before: was.get(playerId) ?? 0, after: now.get(playerId) ?? 0 }))
    .filter((c) => c.before !== c.after);
}

/**
 * A gameweek's goals per player from its fixtures' stored scorers: a double gameweek's two
 * fixtures summed, as the per-gameweek store (and the feed's `event/N/live`) holds them.
 */
export function weekGoalsFromFixtures(
  fixtures: Array<{ fixtureId: number; scorers: Scorer[] }>,
): Map<number, { goals: number; fixtures: number[] }> {
  const week = new Map<number, { goals: number; fixtures: number[] }>();
  for (const f of [...fixtures].sort((x, y) => x.fixtureId - y.fixtureId)) {
    for (const s of f.scorers) {
      const g = week.get(s.playerId) ?? { goals: 0, fixtures: [] };
      g.goals += s.goals;
      g.fixtures.push(f.fixtureId);
      week.set(s.playerId, g);
    }
  }
  return week;
}
