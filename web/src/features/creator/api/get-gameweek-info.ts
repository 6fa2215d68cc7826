import useSWR from "swr";
import type { GameweekView } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const GAMEWEEK_INFO_KEY = "/api/creator/gameweek-info";

export const getGameweekInfo = () => api.get<GameweekView[]>(GAMEWEEK_INFO_KEY);

/** The current gameweek and the next one, as stored. */
export function useGameweekInfo() {
  const { data, error, isLoading, mutate } = useSWR(GAMEWEEK_INFO_KEY, getGameweekInfo);
  return { gameweeks: data, error, isLoading, mutate };
}
