/** The DB browser's sort: by the attribute's type, missing values last, the default id column. */
import { describe, expect, it } from "vitest";
import { compareCells, defaultSort, sortRows } from "./table-sort";

describe("table sort", () => {
  it("sorts numbers as numbers, not as text", () => {
    const rows = [{ id: 100 }, { id: 1 }, { id: 10 }, { id: 2 }];
    expect(sortRows(rows, { column: "id", descending: false }).map((r) => r.id)).toEqual([1, 2, 10, 100]);
    expect(sortRows(rows, { column: "id", descending: true }).map((r) => r.id)).toEqual([100, 10, 2, 1]);
  });

  it("sorts text naturally and keeps missing values last both ways", () => {
    const rows = [{ k: "player#10" }, { k: undefined }, { k: "player#2" }, { k: "" }, { k: "player#1" }];
    expect(sortRows(rows, { column: "k", descending: false }).map((r) => r.k)).toEqual([
      "player#1",
      "player#2",
      "player#10",
      undefined,
      "",
    ]);
    expect(
      sortRows(rows, { column: "k", descending: true })
        .map((r) => r.k)
        .slice(0, 3),
    ).toEqual(["player#10", "player#2", "player#1"]);
  });

  it("puts false before true and numbers before text in a mixed column", () => {
    expect(compareCells(false, true)).toBeLessThan(0);
    expect(compareCells(5, "5a")).toBeLessThan(0);
  });

  it("opens on the first numeric id column", () => {
    const rows = [
      { name: "a", leagueId: "x1", teamId: 1, playerId: 3 },
      { name: "b", leagueId: "x1", teamId: 1, playerId: 4 },
    ];
    expect(defaultSort(rows, ["name", "leagueId", "teamId", "playerId"])).toEqual({ column: "playerId", descending: false });
    expect(defaultSort([{ name: "a" }], ["name"])).toBeNull();
  });
});
