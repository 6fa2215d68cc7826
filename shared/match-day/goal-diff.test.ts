/** Goals from each fixture's stats against the stored copy (product.md §10.16). */
import { describe, expect, it } from "vitest";
import {
  reconcileFixtureGoals,
  scorerChanges,
  scorersFromStats,
  weekGoalsFromFixtures,
  type FixtureStat,
  type StoredFixtureGoals,
} from "./goal-diff";

const stat = (identifier: string, h: Array<[number, number]>, a: Array<[number, number]> = []): FixtureStat => ({
  identifier,
  h: h.map(([element, value]) => ({ element, value })),
  a: a.map(([element, value]) => ({ element, value })),
});
const none: StoredFixtureGoals = { scorers: [], pending: [] };
const answer = (h: Array<[number, number]>, a: Array<[number, number]> = [], ownGoals: Array<[number, number]> = []) =>
  scorersFromStats([stat("goals_scored", h, a), stat("assists", [[9, 1]]), stat("own_goals", ownGoals)]);

describe("scorers from a fixture's stats", () => {
  it("reads goals_scored on both sides, never own goals", () => {
    expect(answer([[20, 1]], [[597, 2]], [[5, 1]])).toEqual([
      { playerId: 20, goals: 1 },
      { playerId: 597, goals: 2 },
    ]);
  });

  it("says nothing when the stats say nothing about goals (before kick-off, mid-update)", () => {
    expect(scorersFromStats([])).toBeUndefined();
    expect(scorersFromStats([stat("bps", [[1, 3]])])).toBeUndefined();
    expect(scorersFromStats([stat("goals_scored", [])])).toEqual([]);
  });
});

describe("the stats diff", () => {
  it("finds a new goal", () => {
    const out = reconcileFixtureGoals(111, none, answer([[266, 1]]));
    expect(out.changes).toEqual([{ playerId: 266, fixtureId: 111, before: 0, after: 1 }]);
    expect(out.scorers).toEqual([{ playerId: 266, goals: 1 }]);
  });

  it("finds two goals close together by one player, in one refresh, as one change of two", () => {
    const out = reconcileFixtureGoals(111, { scorers: [{ playerId: 266, goals: 1 }], pending: [] }, answer([[266, 3]]));
    expect(out.changes).toEqual([{ playerId: 266, fixtureId: 111, before: 1, after: 3 }]);
  });

  it("changes nothing when the answer repeats the stored goals (a retry, a repeated answer)", () => {
    const stored = { scorers: [{ playerId: 266, goals: 2 }], pending: [] };
    expect(reconcileFixtureGoals(111, stored, answer([[266, 2]]))).toEqual({ ...stored, changes: [] });
  });

  it("takes a goal back when two answers in a row say so (VAR), never on one alone", () => {
    const stored = { scorers: [{ playerId: 266, goals: 2 }], pending: [] };
    const first = reconcileFixtureGoals(111, stored, answer([[266, 1]]));
    expect(first.changes).toEqual([]);
    expect(first.scorers).toEqual(stored.scorers);
    expect(first.pending).toEqual([{ playerId: 266, goals: 1 }]);
    const second = reconcileFixtureGoals(111, first, answer([[266, 1]]));
    expect(second.changes).toEqual([{ playerId: 266, fixtureId: 111, before: 2, after: 1 }]);
    expect(second).toMatchObject({ scorers: [{ playerId: 266, goals: 1 }], pending: [] });
  });

  it("takes back a match's only goal, the stats' goals_scored then empty", () => {
    const first = reconcileFixtureGoals(5, { scorers: [{ playerId: 7, goals: 1 }], pending: [] }, answer([]));
    const second = reconcileFixtureGoals(5, first, answer([]));
    expect(second.changes).toEqual([{ playerId: 7, fixtureId: 5, before: 1, after: 0 }]);
    expect(second.scorers).toEqual([]);
  });

  it("drops a lower answer that the next one does not confirm (a partial answer mid-update)", () => {
    const stored = { scorers: [{ playerId: 266, goals: 2 }], pending: [] };
    const partial = reconcileFixtureGoals(111, stored, answer([]));
    const back = reconcileFixtureGoals(111, partial, answer([[266, 2]]));
    expect(back).toEqual({ ...stored, changes: [] });
  });

  it("refuses an answer whose goal stats vanished while goals are stored", () => {
    const stored = { scorers: [{ playerId: 266, goals: 2 }], pending: [] };
    const out = reconcileFixtureGoals(111, stored, scorersFromStats([]));
    expect(out.refused).toMatch(/fixture 111: the answer has no goal stats; kept the 2 goals stored/);
    expect(out).toMatchObject({ ...stored, changes: [] });
    expect(reconcileFixtureGoals(111, none, undefined)).toEqual({ ...none, changes: [], refused: undefined });
  });

  it("never counts an own goal, even one by a player who also scored", () => {
    const out = reconcileFixtureGoals(111, none, answer([[266, 1]], [], [[266, 1]]));
    expect(out.changes).toEqual([{ playerId: 266, fixtureId: 111, before: 0, after: 1 }]);
    expect(reconcileFixtureGoals(111, none, answer([], [], [[4, 1]])).changes).toEqual([]);
  });
});

describe("a gameweek's goals from its fixtures", () => {
  it("sums a double gameweek's two fixtures", () => {
    const week = weekGoalsFromFixtures([
      { fixtureId: 260, scorers: [{ playerId: 1, goals: 1 }] },
      {
        fixtureId: 251,
        scorers: [
          { playerId: 1, goals: 2 },
          { playerId: 2, goals: 1 },
        ],
      },
    ]);
    expect(week.get(1)).toEqual({ goals: 3, fixtures: [251, 260] });
    expect(week.get(2)).toEqual({ goals: 1, fixtures: [251] });
  });
});

describe("the changes of a run that read a fixture twice", () => {
  it("tells a goal given to a team-mate as one down and one up, and nothing for the unchanged", () => {
    const before = [
      { playerId: 83, goals: 1 },
      { playerId: 136, goals: 2 },
      { playerId: 215, goals: 1 },
    ];
    const after = [
      { playerId: 83, goals: 2 },
      { playerId: 136, goals: 1 },
      { playerId: 215, goals: 1 },
    ];
    expect(scorerChanges(122, before, after)).toEqual([
      { playerId: 83, fixtureId: 122, before: 1, after: 2 },
      { playerId: 136, fixtureId: 122, before: 2, after: 1 },
    ]);
  });

  it("tells a goal given to an own goal as one down, and a new scorer as one up", () => {
    expect(scorerChanges(122, [{ playerId: 136, goals: 1 }], [])).toEqual([{ playerId: 136, fixtureId: 122, before: 1, after: 0 }]);
    expect(scorerChanges(122, [], [{ playerId: 7, goals: 1 }])).toEqual([{ playerId: 7, fixtureId: 122, before: 0, after: 1 }]);
    expect(scorerChanges(122, [{ playerId: 7, goals: 1 }], [{ playerId: 7, goals: 1 }])).toEqual([]);
  });

  it("confirms a decrease with the second answer of the same run, not before", () => {
    const stored = { scorers: [{ playerId: 414, goals: 2 }], pending: [] };
    const first = reconcileFixtureGoals(126, stored, answer([[414, 1]]));
    expect(first).toMatchObject({ scorers: [{ playerId: 414, goals: 2 }], pending: [{ playerId: 414, goals: 1 }] });
    const second = reconcileFixtureGoals(126, first, answer([[414, 1]]));
    expect(scorerChanges(126, stored.scorers, second.scorers)).toEqual([{ playerId: 414, fixtureId: 126, before: 2, after: 1 }]);
    // A first answer caught mid-update, the second whole: nothing moves.
    const whole = reconcileFixtureGoals(126, first, answer([[414, 2]]));
    expect(whole.pending).toEqual([]);
    expect(scorerChanges(126, stored.scorers, whole.scorers)).toEqual([]);
  });
});
