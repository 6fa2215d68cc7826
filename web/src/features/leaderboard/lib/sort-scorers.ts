import type { GoalScorer } from "@shared/feed-types";

export type ScorerSortKey = "playerName" | "teamName" | "position" | "currentGameweekGoals" | "totalGoals";
export interface ScorerSort {
  key: ScorerSortKey;
  direction: "asc" | "desc";
}

/** product.md §2 'Leaderboard (desktop)': 'This Week's Goal Scorers' opens sorted by gameweek goals, most first. */
export const DEFAULT_SCORER_SORT: ScorerSort = { key: "currentGameweekGoals", direction: "desc" };

const NUMERIC: ScorerSortKey[] = ["currentGameweekGoals", "totalGoals"];

export function nextScorerSort(current: ScorerSort, key: ScorerSortKey): ScorerSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: NUMERIC.includes(key) ? "desc" : "asc" };
}

/** A sorted copy; ties fall back to the season total and then the name, so the order is stable. */
export function sortScorers(scorers: GoalScorer[], sort: ScorerSort): GoalScorer[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...scorers].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const byKey = typeof x === "number" ? x - (y as number) : String(x).localeCompare(String(y));
    return sign * byKey || b.totalGoals - a.totalGoals || a.playerName.localeCompare(b.playerName);
  });
}
