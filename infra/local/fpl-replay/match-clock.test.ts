/** The replay's match clock: kick-off order, minutes, and goals released over the match. */
import { describe, expect, it } from "vitest";
import {
  correctedTimeline,
  goalKey,
  goalStats,
  goalTimeline,
  kickoffs,
  matchState,
  noCorrections,
  releasedGoals,
  scoreOf,
} from "./match-clock";

const clock = { firstKickoff: 1_000_000, matchMs: 180_000, gapMs: 60_000 };

describe("the match clock", () => {
  it("plays fixtures in kick-off order, those that kicked off together together", () => {
    const at = kickoffs(
      [
        { id: 3, kickoff: "2025-11-22T17:30:00Z" },
        { id: 1, kickoff: "2025-11-22T12:30:00Z" },
        { id: 2, kickoff: "2025-11-22T15:00:00Z" },
        { id: 4, kickoff: "2025-11-22T15:00:00Z" },
        { id: 5, kickoff: null },
      ],
      clock,
    );
    expect([...at].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1_000_000],
      [2, 1_240_000],
      [3, 1_480_000],
      [4, 1_240_000],
    ]);
  });

  it("reports the minute, and the final whistle after the match's real time", () => {
    expect(matchState(1_000_000, clock, 999_999)).toEqual({ started: false, finished: false, minute: 0 });
    expect(matchState(1_000_000, clock, 1_090_000)).toEqual({ started: true, finished: false, minute: 45 });
    expect(matchState(1_000_000, clock, 1_180_000)).toEqual({ started: true, finished: true, minute: 90 });
  });

  it("spreads a fixture's goals evenly, releases them by the minute and takes one back", () => {
    const timeline = goalTimeline(111, [
      [20, 0, 1, 0],
      [266, 0, 3, 0],
      [597, 1, 1, 0],
      [5, 1, 0, 1],
    ]);
    expect(timeline.map((g) => g.minute)).toEqual([13, 26, 39, 51, 64, 77]);
    expect(releasedGoals(timeline, 40, false)).toHaveLength(3);
    const all = releasedGoals(correctedTimeline(111, timeline, noCorrections()), 90, true);
    expect(scoreOf(all)).toEqual([5, 1]);
    const var_ = releasedGoals(correctedTimeline(111, timeline, { takenBack: new Set([goalKey(timeline[3])]), awarded: [] }), 90, true);
    expect(scoreOf(var_)).toEqual([4, 1]);
    expect(goalStats(var_)[0]).toEqual({
      identifier: "goals_scored",
      a: [{ value: 1, element: 597 }],
      h: [
        { value: 1, element: 20 },
        { value: 2, element: 266 },
      ],
    });
    expect(goalStats(all)[1]).toEqual({ identifier: "own_goals", a: [{ value: 1, element: 5 }], h: [] });
  });

  it("gives a goal taken back to a team-mate at the same minute, the score unchanged", () => {
    const timeline = goalTimeline(111, [
      [20, 0, 1, 0],
      [266, 0, 1, 0],
    ]);
    const moved = { ...timeline[1], playerId: 21, ordinal: 1 };
    const goals = correctedTimeline(111, timeline, { takenBack: new Set([goalKey(timeline[1])]), awarded: [moved] });
    expect(goals.map((g) => [g.playerId, g.minute])).toEqual([
      [20, timeline[0].minute],
      [21, timeline[1].minute],
    ]);
    expect(scoreOf(goals)).toEqual(scoreOf(timeline));
    // Another fixture's corrections leave this one alone.
    expect(correctedTimeline(112, goalTimeline(112, [[7, 1, 1, 0]]), { takenBack: new Set(), awarded: [moved] })).toHaveLength(1);
  });
});
