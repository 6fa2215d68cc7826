/** Unit tests of per-gameweek goals: reading a live answer, the zero guard and the diff. */
import { describe, expect, it } from "vitest";
import type { WeekGoals } from "../data/stores/goals-store";
import { diffWeekGoals, rejectLiveAnswer, weekGoalsFromLive } from "./week-goals";

const live = (rows: Array<[id: number, goals: number, fixtures: number[]]>) => ({
  elements: rows.map(([id, goals_scored, fixtures]) => ({
    id,
    stats: { minutes: 90, goals_scored, own_goals: 0 },
    explain: fixtures.map((fixture) => ({ fixture })),
  })),
});
const g = (playerId: number, goals: number, fixtures = [1]): WeekGoals => ({ playerId, goals, fixtures });

describe("weekGoalsFromLive", () => {
  it("keeps the feed's summed goals and both fixtures of a double gameweek", () => {
    const goals = weekGoalsFromLive(live([[7, 3, [252, 310]]]));
    expect(goals.get(7)).toEqual({ playerId: 7, goals: 3, fixtures: [252, 310] });
  });
});

describe("rejectLiveAnswer", () => {
  it("refuses an empty or all-zero answer when goals are stored", () => {
    expect(rejectLiveAnswer(12, new Map(), [g(1, 2)])).toMatch(/empty live answer; kept the 2 goals/);
    expect(rejectLiveAnswer(12, weekGoalsFromLive(live([[1, 0, [1]]])), [g(1, 2)])).toMatch(/all-zero live answer/);
  });

  it("accepts zeros when nothing is stored yet, and any answer with goals", () => {
    expect(rejectLiveAnswer(12, weekGoalsFromLive(live([[1, 0, [1]]])), [])).toBeUndefined();
    expect(rejectLiveAnswer(12, weekGoalsFromLive(live([[2, 1, [1]]])), [g(1, 5)])).toBeUndefined();
  });
});

describe("diffWeekGoals", () => {
  it("writes nothing when the feed equals the store", () => {
    const feed = weekGoalsFromLive(
      live([
        [1, 2, [1]],
        [2, 0, [1]],
      ]),
    );
    expect(diffWeekGoals([g(1, 2)], feed)).toEqual([]);
  });

  it("writes new and changed scorers with absolute values", () => {
    const feed = weekGoalsFromLive(
      live([
        [1, 3, [1]],
        [2, 1, [1]],
      ]),
    );
    expect(diffWeekGoals([g(1, 2)], feed)).toEqual([g(1, 3), g(2, 1)]);
  });

  it("sets a goal taken back by the feed to zero instead of forgetting it", () => {
    const feed = weekGoalsFromLive(
      live([
        [1, 0, [1]],
        [2, 1, [1]],
      ]),
    );
    expect(diffWeekGoals([g(1, 1), g(3, 1)], feed)).toEqual([g(1, 0), g(2, 1), g(3, 0)]);
  });

  it("rewrites a record when a fixture moves into a double gameweek", () => {
    const feed = weekGoalsFromLive(live([[1, 1, [1, 2]]]));
    expect(diffWeekGoals([g(1, 1, [1])], feed)).toEqual([g(1, 1, [1, 2])]);
  });
});
