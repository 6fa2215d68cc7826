import { describe, expect, it } from "vitest";
import type { GameweekGoalsItem } from "../entities/gameweek-goals";
import { withGoalWrites } from "./goals-delta";

const record = (gameweekId: number, playerId: number, goals: number, season = "2025/26"): GameweekGoalsItem => ({
  season,
  gameweekId,
  playerId,
  goals,
  fixtures: [gameweekId * 10],
  updatedAt: "2026-11-01T00:00:00.000Z",
});
const write = (gameweekId: number, playerId: number, goals: number, season = "2025/26") => ({
  season,
  gameweekId,
  playerId,
  goals,
  fixtures: [gameweekId * 10],
});
const sorted = (goals: GameweekGoalsItem[]) => goals.map((g) => [g.gameweekId, g.playerId, g.goals]);

describe("withGoalWrites", () => {
  const held = [record(1, 7, 1), record(2, 7, 2), record(2, 9, 1)];

  it("replaces a written record, adds a new one and keeps the rest: what a fresh read would give", () => {
    const next = withGoalWrites(held, "2025/26", [write(2, 7, 3), write(2, 11, 1)], "2026-11-02T00:00:00.000Z");
    expect(sorted(next)).toEqual([
      [1, 7, 1],
      [2, 7, 3],
      [2, 9, 1],
      [2, 11, 1],
    ]);
    expect(next.find((g) => g.playerId === 11)).toMatchObject({ season: "2025/26", updatedAt: "2026-11-02T00:00:00.000Z" });
  });

  it("keeps a goal taken back as a record of none, as the store does", () => {
    expect(sorted(withGoalWrites(held, "2025/26", [write(2, 9, 0)], "t"))).toEqual([
      [1, 7, 1],
      [2, 7, 2],
      [2, 9, 0],
    ]);
  });

  it("leaves the held copy as it was (other requests may still be answering from it)", () => {
    const before = structuredClone(held);
    withGoalWrites(held, "2025/26", [write(1, 7, 5)], "t");
    expect(held).toEqual(before);
  });

  it("ignores writes of another season: the run's records are for the season they name", () => {
    expect(sorted(withGoalWrites(held, "2025/26", [write(2, 7, 9, "2024/25")], "t"))).toEqual(sorted(held));
  });

  it("writing the same records twice gives the same set (absolute values)", () => {
    const once = withGoalWrites(held, "2025/26", [write(2, 7, 3)], "t");
    expect(withGoalWrites(once, "2025/26", [write(2, 7, 3)], "t")).toEqual(once);
  });
});
