/** Autopick's choice: the member's list first, then product.md §10.15's fallback order. */
import { describe, expect, it } from "vitest";
import { autopickChoice, type AutopickPlayer } from "./autopick";

const players = (list: AutopickPlayer[]) => new Map(list.map((p) => [p.id, p]));
const p = (id: number, goalsLastSeason: number | undefined, goalsThisSeason = 0, status = "a"): AutopickPlayer => ({
  id,
  status,
  goalsLastSeason,
  goalsThisSeason,
});

describe("autopick", () => {
  const pool = players([p(1, 10), p(2, 20), p(3, 5, 0, "u"), p(4, 20, 3), p(5, 20, 3), p(6, undefined, 9)]);

  it("takes the highest-ranked free player of the member's list", () => {
    expect(autopickChoice([1, 2], pool, new Set())).toEqual({ playerId: 1, reason: "ranked", rank: 1 });
    expect(autopickChoice([1, 2], pool, new Set([1]))).toEqual({ playerId: 2, reason: "ranked", rank: 2 });
  });

  it("passes over a player who has left the league", () => {
    expect(autopickChoice([3, 1], pool, new Set())).toEqual({ playerId: 1, reason: "ranked", rank: 2 });
  });

  it("with none of the list free: most goals last season, then this season, then the lowest id", () => {
    // 2, 4 and 5 all scored 20 last season; 4 and 5 have 3 this season; 4 has the lower id.
    expect(autopickChoice([1], pool, new Set([1]))).toEqual({ playerId: 4, reason: "best-available" });
    expect(autopickChoice([], pool, new Set([4]))).toEqual({ playerId: 5, reason: "best-available" });
    expect(autopickChoice([], pool, new Set([4, 5]))).toEqual({ playerId: 2, reason: "best-available" });
  });

  it("counts a player with no data last season as 0 there", () => {
    expect(autopickChoice([], pool, new Set([1, 2, 4, 5]))).toEqual({ playerId: 6, reason: "best-available" });
  });

  it("answers nothing when no player at all is free", () => {
    expect(autopickChoice([1], pool, new Set([1, 2, 4, 5, 6]))).toBeUndefined();
  });
});
