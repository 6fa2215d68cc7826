/** The season's winner, crowned on the season-over card, the past season's table and the last weekly e-mail. */
import { describe, expect, it } from "vitest";
import { crownLine, seasonChampions } from "./season-winner";

const row = (username: string, totalGoals: number, position: number) => ({ username, totalGoals, position });

describe("seasonChampions", () => {
  it("is first place, shared on equal goals", () => {
    expect(seasonChampions([row("Ana", 40, 1), row("Ben", 30, 2)]).map((r) => r.username)).toEqual(["Ana"]);
    expect(seasonChampions([row("Ana", 40, 1), row("Ben", 40, 1), row("Cal", 2, 3)]).map((r) => r.username)).toEqual(["Ana", "Ben"]);
  });
  it("is nobody when nobody scored", () => {
    expect(seasonChampions([row("Ana", 0, 1), row("Ben", 0, 1)])).toEqual([]);
    expect(seasonChampions([])).toEqual([]);
  });
});

describe("crownLine", () => {
  it("names the winner and their goals, or those who share the title", () => {
    expect(crownLine([row("Ana", 42, 1)], "2025/26")).toBe("Ana wins the 2025/26 season with 42 goals!");
    expect(crownLine([row("Ana", 1, 1)], "2025/26")).toBe("Ana wins the 2025/26 season with 1 goal!");
    expect(crownLine([row("Ana", 9, 1), row("Ben", 9, 1), row("Cal", 9, 1)], "2024/25")).toBe(
      "Ana, Ben and Cal share the 2024/25 title with 9 goals each!",
    );
    expect(crownLine([], "2025/26")).toBeNull();
  });
});
