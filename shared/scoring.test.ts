/** Scoring windows, ranking ties and the goal race. */
import { describe, expect, it } from "vitest";
import { goalRace, rank, scoreMembers } from "./scoring";

const goals = [
  { gameweekId: 1, playerId: 10, goals: 2 },
  { gameweekId: 2, playerId: 10, goals: 1 },
  { gameweekId: 2, playerId: 20, goals: 1 },
  { gameweekId: 3, playerId: 30, goals: 3 },
  { gameweekId: 4, playerId: 10, goals: 5 },
];
const members = [
  { userId: "a", playerIds: [10, 20, 99] },
  { userId: "b", playerIds: [30] },
];

describe("scoreMembers", () => {
  it("counts only the scoring window, up to the viewed gameweek", () => {
    const [a, b] = scoreMembers(members, goals, { scoringStart: 2, gameweek: 3 });
    expect(a).toMatchObject({ totalGoals: 2, currentGameweekGoals: 0, seasonGoalsByPlayer: { 10: 1, 20: 1, 99: 0 } });
    expect(b).toMatchObject({ totalGoals: 3, currentGameweekGoals: 3 });
  });
  it("sums records of the same player and gameweek (double gameweeks arrive summed, but never double count)", () => {
    const [a] = scoreMembers([members[0]], [...goals, { gameweekId: 2, playerId: 20, goals: 1 }], { scoringStart: 1, gameweek: 2 });
    expect(a.currentGameweekGoals).toBe(3);
    expect(a.totalGoals).toBe(5);
  });
});

describe("rank", () => {
  it("shares positions on equal totals and orders by this week, then name", () => {
    const ranked = rank([
      { username: "c", totalGoals: 5, currentGameweekGoals: 0 },
      { username: "a", totalGoals: 7, currentGameweekGoals: 1 },
      { username: "b", totalGoals: 5, currentGameweekGoals: 2 },
      { username: "d", totalGoals: 1, currentGameweekGoals: 0 },
    ]);
    expect(ranked.map((r) => `${r.position}${r.username}`)).toEqual(["1a", "2b", "2c", "4d"]);
  });
});

describe("goalRace", () => {
  it("accumulates each member's goals week by week from the scoring start", () => {
    const race = goalRace(members, goals, { scoringStart: 2, gameweek: 4 });
    expect(race.gameweeks).toEqual([2, 3, 4]);
    expect(race.series).toEqual([
      { userId: "a", cumulative: [2, 2, 7] },
      { userId: "b", cumulative: [0, 3, 3] },
    ]);
  });
});
