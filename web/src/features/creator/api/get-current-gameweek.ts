import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const CURRENT_GAMEWEEK_KEY = urlOf(contract.feed.currentGameweek);

/** The gameweek our database calls current (the feed's, as of the last refresh). */
export function useCurrentGameweek() {
  const { data, error, isLoading } = useCall(contract.feed.currentGameweek);
  return { gameweek: data, error, isLoading };
}
