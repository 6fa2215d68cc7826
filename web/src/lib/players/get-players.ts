import useSWR from "swr";
import type { Player } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const PLAYERS_KEY = "/api/players";

export const getPlayers = () => api.get<Player[]>(PLAYERS_KEY);

/**
 * Every Premier League player in the feed (about 820); fetched once per visit, or every few
 * seconds while the store has none yet (the first refresh of a new install is still running).
 */
export function usePlayers() {
  const { data, error, isLoading, mutate } = useSWR(PLAYERS_KEY, getPlayers, { refreshInterval: (latest) => (latest && latest.length === 0 ? 3000 : 0) });
  return { players: data, error, isLoading, mutate };
}
