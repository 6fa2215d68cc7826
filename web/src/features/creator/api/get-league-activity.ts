import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface LeagueActivityEntry {
  id: string;
  actionType: string;
  username: string;
  timestamp: string;
  leagueId: string;
  actionDetails: string;
  metadata: unknown;
}

const LEAGUE_ACTIVITY_KEY = "/api/creator/league-activity";

export const getLeagueActivity = () => api.get<LeagueActivityEntry[]>(LEAGUE_ACTIVITY_KEY);

/** What happened in every league, newest first. */
export function useLeagueActivity() {
  const { data, error, isLoading, mutate } = useSWR(LEAGUE_ACTIVITY_KEY, getLeagueActivity);
  return { activity: data, error, isLoading, mutate };
}
