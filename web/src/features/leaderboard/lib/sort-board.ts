import type { BoardRow } from "@shared/contract/responses";

export type SortKey = "position" | "pickStatus" | "username" | "pick1" | "pick2" | "pick3" | "gameweekGoals" | "totalGoals";
type SortDirection = "asc" | "desc";
export interface BoardSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: BoardSort = { key: "position", direction: "asc" };

/** Numbers people compare as "who has more" open with the biggest first; names and ranks ascend. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  position: "asc",
  pickStatus: "desc",
  username: "asc",
  pick1: "desc",
  pick2: "desc",
  pick3: "desc",
  gameweekGoals: "desc",
  totalGoals: "desc",
};

/** A click on the sorted column flips it; a click on another column starts at its natural order. */
export function nextSort(current: BoardSort, key: SortKey): BoardSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: FIRST_DIRECTION[key] };
}

/** A pick column sorts by that player's goals this gameweek, then in the season. */
const pickValue = (row: BoardRow, index: number) => {
  const pick = row.picks[index];
  return pick ? pick.gameweekGoals * 1000 + pick.seasonGoals : -1;
};

function value(row: BoardRow, key: SortKey): number | string {
  switch (key) {
    case "position":
      return row.position;
    case "pickStatus":
      return row.pickStatus.selectedCount;
    case "username":
      return row.username.toLocaleLowerCase();
    case "pick1":
      return pickValue(row, 0);
    case "pick2":
      return pickValue(row, 1);
    case "pick3":
      return pickValue(row, 2);
    case "gameweekGoals":
      return row.currentGameweekGoals;
    case "totalGoals":
      return row.totalGoals;
  }
}

/** A sorted copy; equal values keep the league's own order (position, then name). */
export function sortBoard(rows: BoardRow[], sort: BoardSort): BoardRow[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    const byKey = typeof x === "string" ? x.localeCompare(y as string) : x - (y as number);
    return sign * byKey || a.position - b.position || a.username.localeCompare(b.username);
  });
}

export const ariaSort = (sort: BoardSort, key: SortKey) =>
  sort.key !== key ? "none" : sort.direction === "asc" ? "ascending" : "descending";
