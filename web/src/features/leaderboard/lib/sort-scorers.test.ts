/** The goal scorers table: GW goals first by default, other columns, ties. */
import { describe, expect, it } from "vitest";
import { DEFAULT_SCORER_SORT, nextScorerSort, sortScorers } from "./sort-scorers";

const s = (playerName: string, teamName: string, currentGameweekGoals: number, totalGoals: number) => ({
  playerId: playerName.length,
  playerName,
  teamName,
  position: "FWD",
  currentGameweekGoals,
  totalGoals,
});
const scorers = [s("Saka", "Arsenal", 1, 6), s("Haaland", "Man City", 2, 22), s("Thiago", "Brentford", 1, 18), s("Eze", "Arsenal", 1, 6)];
const names = (list: typeof scorers) => list.map((x) => x.playerName);

describe("sortScorers", () => {
  it("opens with GW goals, most first; season total then name break ties", () => {
    expect(names(sortScorers(scorers, DEFAULT_SCORER_SORT))).toEqual(["Haaland", "Thiago", "Eze", "Saka"]);
  });
  it("sorts text columns A to Z first and flips on a second click", () => {
    const byTeam = nextScorerSort(DEFAULT_SCORER_SORT, "teamName");
    expect(byTeam.direction).toBe("asc");
    expect(names(sortScorers(scorers, byTeam))).toEqual(["Eze", "Saka", "Thiago", "Haaland"]);
    expect(nextScorerSort(byTeam, "teamName").direction).toBe("desc");
    expect(nextScorerSort(byTeam, "totalGoals").direction).toBe("desc");
  });
});
