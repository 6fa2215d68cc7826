/** Season goals as the board counts them: the stored weeks' sum, the week being played included. */
import { describe, expect, it } from "vitest";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { GameweekGoalsItem } from "../data/entities/gameweek-goals";
import { goalScorersView, seasonGoals, withSeasonGoals } from "./views";

const week = (gameweekId: number, playerId: number, goals: number) => ({ gameweekId, playerId, goals }) as GameweekGoalsItem;
/** The feed's own total lags the week being played: 9 where the stored weeks say 11. */
const thiago = { playerId: 136, webName: "Thiago", teamName: "Brentford", position: "FWD", goalsScored: 9 } as FplPlayerItem;
const idle = { playerId: 7, webName: "Idle", teamName: "Burnley", position: "MID", goalsScored: 1 } as FplPlayerItem;
const stored = [week(11, 136, 5), week(12, 136, 4), week(13, 136, 2)];

describe("season goals", () => {
  it("sum the stored weeks, up to the one asked for", () => {
    expect(seasonGoals(stored).get(136)).toBe(11);
    expect(seasonGoals(stored, 12).get(136)).toBe(9);
  });

  it("replace the feed's lagging total in the players list; a player with no stored goal has none", () => {
    expect(withSeasonGoals([thiago, idle], stored).map((p) => p.goalsScored)).toEqual([11, 0]);
  });

  it("are the feed's own before any week is stored", () => {
    expect(withSeasonGoals([thiago, idle], [])).toEqual([thiago, idle]);
  });

  it("count the gameweek shown in its scorers list", () => {
    expect(goalScorersView(stored, 13, [thiago])).toMatchObject([{ playerId: 136, currentGameweekGoals: 2, totalGoals: 11 }]);
  });
});
