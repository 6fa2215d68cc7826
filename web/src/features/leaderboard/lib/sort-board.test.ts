/** Board sorting: column order, direction flips, ties keep the league's order, pick columns by goals. */
import { describe, expect, it } from "vitest";
import type { BoardRow } from "@shared/contract/responses";
import { DEFAULT_SORT, ariaSort, nextSort, sortBoard } from "./sort-board";

const pick = (name: string, gameweekGoals: number, seasonGoals: number) => ({
  playerId: name.length,
  playerName: name,
  teamName: "T",
  teamShortName: "T",
  position: "FWD",
  status: "a",
  kind: "draft" as const,
  fromGameweek: 1,
  gameweekGoals,
  seasonGoals,
});
const row = (position: number, username: string, gw: number, total: number, selected = 15, picks = [pick("A", 0, 0)]): BoardRow => ({
  position,
  userId: username,
  leagueUserId: `m-${username}`,
  username,
  isArchived: false,
  isSimulated: false,
  pickCount: selected,
  pickStatus: { selectedCount: selected, complete: selected >= 15 },
  picks,
  currentGameweekGoals: gw,
  totalGoals: total,
});

const rows = [
  row(1, "cara", 0, 20, 15, [pick("Haaland", 0, 20)]),
  row(2, "ben", 3, 12, 9, [pick("Saka", 2, 6)]),
  row(2, "Abe", 1, 12, 12, [pick("Palmer", 2, 9)]),
  row(4, "dee", 0, 5, 0, []),
];
const names = (list: BoardRow[]) => list.map((r) => r.username);

describe("sortBoard", () => {
  it("keeps the ranking by default, shared positions by name", () => {
    expect(names(sortBoard(rows, DEFAULT_SORT))).toEqual(["cara", "Abe", "ben", "dee"]);
  });
  it("sorts goals with the most first, then flips", () => {
    const byWeek = nextSort(DEFAULT_SORT, "gameweekGoals");
    expect(byWeek).toEqual({ key: "gameweekGoals", direction: "desc" });
    expect(names(sortBoard(rows, byWeek))).toEqual(["ben", "Abe", "cara", "dee"]);
    expect(names(sortBoard(rows, nextSort(byWeek, "gameweekGoals")))).toEqual(["cara", "dee", "Abe", "ben"]);
  });
  it("sorts names without regard to case", () => {
    expect(names(sortBoard(rows, nextSort(DEFAULT_SORT, "username")))).toEqual(["Abe", "ben", "cara", "dee"]);
  });
  it("sorts a pick column by that player's goals this week, then season; no pick last", () => {
    expect(names(sortBoard(rows, nextSort(DEFAULT_SORT, "pick1")))).toEqual(["Abe", "ben", "cara", "dee"]);
  });
  it("sorts pick status by selections made", () => {
    expect(names(sortBoard(rows, nextSort(DEFAULT_SORT, "pickStatus")))).toEqual(["cara", "Abe", "ben", "dee"]);
  });
  it("does not change the input and reports aria-sort", () => {
    const copy = [...rows];
    sortBoard(rows, { key: "totalGoals", direction: "asc" });
    expect(rows).toEqual(copy);
    expect(ariaSort(DEFAULT_SORT, "position")).toBe("ascending");
    expect(ariaSort(DEFAULT_SORT, "totalGoals")).toBe("none");
    expect(ariaSort({ key: "totalGoals", direction: "desc" }, "totalGoals")).toBe("descending");
  });
});
