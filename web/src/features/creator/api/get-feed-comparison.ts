import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const FEED_COMPARISON_KEY = urlOf(contract.feed.verificationCompare);

/** The live FPL feed (read at most once a minute by the server) against our store, player by player. */
export function useFeedComparison() {
  const { data, error, isLoading } = useCall(contract.feed.verificationCompare);
  return { comparison: data, error, isLoading };
}
