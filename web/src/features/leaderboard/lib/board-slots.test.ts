/** Grouping a member's picks into the board's columns: replacements under the player they replaced, the extra pick, earlier picks. */
import { describe, expect, it } from "vitest";
import type { BoardPick } from "@shared/contract/responses";
import { boardSlots } from "./board-slots";

const pick = (playerId: number, over: Partial<BoardPick> = {}): BoardPick => ({
  playerId,
  playerName: `P${playerId}`,
  teamName: "T",
  teamShortName: "T",
  position: "FWD",
  status: "a",
  kind: "draft",
  fromGameweek: 1,
  gameweekGoals: 0,
  seasonGoals: 0,
  ...over,
});

describe("boardSlots", () => {
  it("keeps three slots, a replacement under its departed player, and the extra pick apart", () => {
    const left = pick(2, { toGameweek: 23, endReason: "departed", status: "u" });
    const newcomer = pick(5, { kind: "replacement", replaces: 2, fromGameweek: 24 });
    const extra = pick(6, { kind: "extra", fromGameweek: 24 });
    const out = boardSlots([pick(1), left, newcomer, pick(3), extra]);
    expect(out.slots.map((s) => s.map((p) => p.playerId))).toEqual([[1], [2, 5], [3]]);
    expect(out.extra?.playerId).toBe(6);
    expect(out.earlier).toEqual([]);
  });
  it("sets apart the picks a re-executed draft ended", () => {
    const out = boardSlots([pick(7, { fromGameweek: 15 }), pick(1, { toGameweek: 14, endReason: "redraft" })]);
    expect(out.slots.map((s) => s[0].playerId)).toEqual([7]);
    expect(out.earlier.map((p) => p.playerId)).toEqual([1]);
  });
});
