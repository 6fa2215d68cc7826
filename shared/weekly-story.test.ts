/** The weekly story's numbers: week goals, the league's top scorers, and moves in the table. */
import { describe, expect, it } from "vitest";
import { openPicks } from "./scoring";
import { leagueWeek } from "./weekly-story";

const members = [
  { userId: "a", username: "Ana", picks: openPicks([1, 2, 3], 1) },
  { userId: "b", username: "Ben", picks: openPicks([4, 5, 6], 1) },
];
const goals = [
  { gameweekId: 1, playerId: 1, goals: 2 },
  { gameweekId: 2, playerId: 4, goals: 3 },
  { gameweekId: 2, playerId: 2, goals: 1 },
  { gameweekId: 2, playerId: 99, goals: 4 },
];

describe("leagueWeek", () => {
  it("ranks after the week and says who moved", () => {
    const week = leagueWeek(members, goals, { scoringStart: 1, gameweek: 2 });
    // Level on 3: Ben's better week puts him first; he was second after gameweek 1.
    expect(week.table).toEqual([
      { userId: "b", username: "Ben", totalGoals: 3, weekGoals: 3, position: 1, move: 1 },
      { userId: "a", username: "Ana", totalGoals: 3, weekGoals: 1, position: 1, move: 0 },
    ]);
  });
  it("lists only drafted players among the top scorers", () => {
    expect(leagueWeek(members, goals, { scoringStart: 1, gameweek: 2 }).topScorers).toEqual([
      { playerId: 4, goals: 3 },
      { playerId: 2, goals: 1 },
    ]);
  });
  it("has no moves in the first scoring week", () => {
    expect(leagueWeek(members, goals, { scoringStart: 2, gameweek: 2 }).table.every((r) => r.move === 0)).toBe(true);
  });
});
