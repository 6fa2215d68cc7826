import useSWR from "swr";
import type { GoalScorer } from "@shared/feed-types";
import { api } from "@/lib/api-client";

/** This week's scorers, or a chosen gameweek's. */
export const goalScorersKey = (gameweek?: number) => (gameweek ? `/api/gameweeks/${gameweek}/goalscorers` : "/api/goal-scorers");

export const getGoalScorers = (gameweek?: number) => api.get<GoalScorer[]>(goalScorersKey(gameweek));

export function useGoalScorers(gameweek?: number) {
  const { data, error, isLoading } = useSWR(goalScorersKey(gameweek), () => getGoalScorers(gameweek), { keepPreviousData: true });
  return { scorers: data, error, isLoading };
}
