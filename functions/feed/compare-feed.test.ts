/** The verification comparison: every field that differs, player by player, and the two match flags. */
import { describe, expect, it } from "vitest";
import { comparePlayers } from "./compare-feed";

const p = (
  playerId: number,
  goalsScored: number,
  nowCost = 50,
  extra: Partial<{ webName: string; teamName: string; status: string }> = {},
) => ({
  playerId,
  webName: `P${playerId}`,
  teamName: "Arsenal",
  goalsScored,
  nowCost,
  status: "a",
  ...extra,
});

describe("comparePlayers", () => {
  it("matches when every player agrees", () => {
    expect(comparePlayers([p(1, 3), p(2, 0)], [p(2, 0), p(1, 3)])).toEqual({
      comparedPlayers: 2,
      goalsMatch: true,
      priceMatch: true,
      differences: [],
    });
  });

  it("lists every differing field, biggest feed scorers first, and fails the matching flag", () => {
    const result = comparePlayers([p(1, 5, 146), p(2, 9, 80, { status: "i" }), p(3, 1)], [p(1, 4, 146), p(2, 9, 81), p(3, 1)]);
    expect(result.goalsMatch).toBe(false);
    expect(result.priceMatch).toBe(false);
    expect(result.differences).toEqual([
      { playerId: 2, playerName: "P2", teamName: "Arsenal", field: "Price", feed: 80, ours: 81 },
      { playerId: 2, playerName: "P2", teamName: "Arsenal", field: "Status", feed: "i", ours: "a" },
      { playerId: 1, playerName: "P1", teamName: "Arsenal", field: "Season goals", feed: 5, ours: 4 },
    ]);
  });

  it("reports players on one side only, which fails both flags", () => {
    const result = comparePlayers([p(1, 2), p(7, 0)], [p(1, 2), p(8, 1)]);
    expect(result.differences.map((d) => [d.playerId, d.field])).toEqual([
      [7, "Only in the feed"],
      [8, "Only in our database"],
    ]);
    expect(result.goalsMatch).toBe(false);
    expect(result.priceMatch).toBe(false);
  });
});
