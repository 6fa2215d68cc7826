import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface TopScorer {
  playerId: number;
  playerName: string;
  teamName: string;
  goalsScored: number;
}

export const TOP_SCORERS_KEY = "/api/creator/top-scorers";

export const getTopScorers = () => api.get<TopScorer[]>(TOP_SCORERS_KEY);

/** This gameweek's scorers, most goals first. */
export function useTopScorers() {
  const { data, error, isLoading, mutate } = useSWR(TOP_SCORERS_KEY, getTopScorers);
  return { scorers: data, error, isLoading, mutate };
}
