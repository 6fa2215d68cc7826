/** Totals under the 'Players Selected' table. */
import { describe, expect, it } from "vitest";
import { pickTotals } from "./pick-totals";

const pick = (order: number, nowCost: number, goalsScored: number, goalsLastSeason: number | null) => ({
  id: `m:${order}`,
  selectionOrder: order,
  fplPlayerId: order,
  player: { webName: `P${order}`, teamName: "Arsenal", position: "MID", nowCost, goalsScored, goalsLastSeason },
});

describe("pickTotals", () => {
  it("adds up picks, value and goals", () => {
    expect(pickTotals([pick(1, 145, 10, 20), pick(2, 55, 2, null)])).toEqual({
      picks: 2,
      value: 200,
      goalsLastSeason: 20,
      seasonGoals: 12,
    });
  });

  it("counts a player the feed no longer lists as a pick worth nothing", () => {
    expect(pickTotals([{ id: "m:1", selectionOrder: 1, fplPlayerId: 9, player: null }])).toEqual({
      picks: 1,
      value: 0,
      goalsLastSeason: 0,
      seasonGoals: 0,
    });
  });

  it("is all zeros for no picks", () => {
    expect(pickTotals([])).toEqual({ picks: 0, value: 0, goalsLastSeason: 0, seasonGoals: 0 });
  });
});
