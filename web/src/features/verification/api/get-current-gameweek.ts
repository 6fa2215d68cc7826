import useSWR from "swr";
import type { GameweekView } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const CURRENT_GAMEWEEK_KEY = "/api/gameweeks/current";

export const getCurrentGameweek = () => api.get<GameweekView>(CURRENT_GAMEWEEK_KEY);

/** The gameweek our database calls current (the feed's, as of the last refresh). */
export function useCurrentGameweek() {
  const { data, error, isLoading } = useSWR(CURRENT_GAMEWEEK_KEY, getCurrentGameweek);
  return { gameweek: data, error, isLoading };
}
