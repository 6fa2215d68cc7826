import useSWR from "swr";
import type { Player } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const PLAYERS_KEY = "/api/players";

export const getPlayers = () => api.get<Player[]>(PLAYERS_KEY);

/** Every Premier League player in the feed (about 820); fetched once per visit. */
export function usePlayers() {
  const { data, error, isLoading, mutate } = useSWR(PLAYERS_KEY, getPlayers);
  return { players: data, error, isLoading, mutate };
}
