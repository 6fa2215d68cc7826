/** Squad edits on the register screen: add rules (product.md §5), remove, and reordering by drop or arrows. */
import { describe, expect, it } from "vitest";
import { addPlayer, canAdd, dropOnto, isComplete, movePlayer, removePlayer, sameOrder } from "./squad";

const fifteen = Array.from({ length: 15 }, (_, i) => i + 1);

describe("squad", () => {
  it("adds a player at the end, once", () => {
    expect(addPlayer([3, 1], 7)).toEqual([3, 1, 7]);
    expect(addPlayer([3, 1], 3)).toEqual([3, 1]);
    expect(canAdd([3, 1], 3)).toBe(false);
  });

  it("refuses a sixteenth player", () => {
    expect(canAdd(fifteen, 99)).toBe(false);
    expect(addPlayer(fifteen, 99)).toBe(fifteen);
    expect(isComplete(fifteen)).toBe(true);
    expect(isComplete(fifteen.slice(1))).toBe(false);
  });

  it("removes by id and keeps the others' order", () => {
    expect(removePlayer([5, 6, 7], 6)).toEqual([5, 7]);
    expect(removePlayer([5, 6, 7], 9)).toEqual([5, 6, 7]);
  });

  it("moves up and down, clamped at the ends", () => {
    expect(movePlayer([1, 2, 3], 1, 0)).toEqual([2, 1, 3]);
    expect(movePlayer([1, 2, 3], 1, 2)).toEqual([1, 3, 2]);
    const squad = [1, 2, 3];
    expect(movePlayer(squad, 0, -1)).toBe(squad);
    expect(movePlayer(squad, 2, 3)).toBe(squad);
  });

  it("drops a player onto another's place, shifting those between", () => {
    expect(dropOnto([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(dropOnto([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(dropOnto([1, 2, 3, 4], 9, 2)).toEqual([1, 2, 3, 4]);
  });

  it("compares orders", () => {
    expect(sameOrder([1, 2], [1, 2])).toBe(true);
    expect(sameOrder([1, 2], [2, 1])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});
