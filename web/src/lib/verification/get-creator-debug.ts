import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface CreatorDebug {
  ourGameweek: { id: number; name: string; updatedAt: string | null } | null;
  realGameweek: { id: number; name: string; finished: boolean } | null;
  feedError: string | null;
  gw3Scorers: Array<{ id: number; goals: number }>;
  ourPlayers: Array<{ id: number; web_name: string; teamName: string; goals_scored: number; now_cost: number }>;
  fplBootstrap: { current: { id: number; name: string; finished: boolean; is_current: boolean; deadline_time: string | null } | null };
}

export const CREATOR_DEBUG_KEY = "/api/creator/debug-fpl";

export const getCreatorDebug = () => api.get<CreatorDebug>(CREATOR_DEBUG_KEY);

/** The feed read live, next to ours; only the site creator may ask, so others never send it. */
export function useCreatorDebug(isCreator: boolean) {
  const { data, error, isLoading } = useSWR(isCreator ? CREATOR_DEBUG_KEY : null, getCreatorDebug);
  return { debug: data, error, isLoading };
}
