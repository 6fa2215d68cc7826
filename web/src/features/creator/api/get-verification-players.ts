import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const VERIFICATION_PLAYERS_KEY = urlOf(contract.feed.verificationPlayers);

/** Every scorer as our database holds them (season and current-gameweek goals, price), top scorers first. */
export function useVerificationPlayers() {
  const { data, error, isLoading } = useCall(contract.feed.verificationPlayers);
  return { players: data, error, isLoading };
}
