import useSWR from "swr";
import type { GameweekView } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const GAMEWEEKS_KEY = "/api/gameweeks";

export const getGameweeks = () => api.get<GameweekView[]>(GAMEWEEKS_KEY);

/** The season's gameweeks with the feed's current and next flags. */
export function useGameweeks() {
  const { data, error } = useSWR(GAMEWEEKS_KEY, getGameweeks);
  const current = data?.find((g) => g.isCurrent) ?? data?.find((g) => g.isNext);
  return { gameweeks: data, current, error };
}
