/** Goals last season from a player's element-summary history. */
import { describe, expect, it } from "vitest";
import { goalsIn } from "./last-season";

describe("goalsIn", () => {
  const history = [
    { season_name: "2023/24", goals_scored: 7 },
    { season_name: "2024/25", goals_scored: 12 },
  ];

  it("reads the named season's goals", () => {
    expect(goalsIn(history, "2024/25")).toBe(12);
  });

  it("is 0 for a season the player's history skips", () => {
    expect(goalsIn(history, "2022/23")).toBe(0);
  });

  it("is unknown, not 0, when the feed has no history for the player at all", () => {
    expect(goalsIn([], "2024/25")).toBeUndefined();
  });
});
