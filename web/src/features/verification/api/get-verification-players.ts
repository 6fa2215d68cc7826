import useSWR from "swr";
import type { VerificationPlayer } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const VERIFICATION_PLAYERS_KEY = "/api/verification/players";

export const getVerificationPlayers = () => api.get<VerificationPlayer[]>(VERIFICATION_PLAYERS_KEY);

/** Every scorer as our database holds them (season and current-gameweek goals, price), top scorers first. */
export function useVerificationPlayers() {
  const { data, error, isLoading } = useSWR(VERIFICATION_PLAYERS_KEY, getVerificationPlayers);
  return { players: data, error, isLoading };
}
