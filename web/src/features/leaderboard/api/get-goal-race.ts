import useSWR from "swr";
import { api } from "@/lib/api-client";
import type { GoalRace } from "@/lib/leaderboard/types";

export const goalRaceKey = (leagueId: string) => `/api/leaderboard/race?leagueId=${encodeURIComponent(leagueId)}`;

export const getGoalRace = (leagueId: string) => api.get<GoalRace>(goalRaceKey(leagueId));

/** Each member's cumulative goals by gameweek, from the league's scoring start. */
export function useGoalRace(leagueId: string, enabled: boolean) {
  const { data, error, isLoading } = useSWR(enabled ? goalRaceKey(leagueId) : null, () => getGoalRace(leagueId));
  return { race: data, error, isLoading };
}
