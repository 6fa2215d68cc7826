import useSWR from "swr";
import type { FeedComparison } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const FEED_COMPARISON_KEY = "/api/verification/compare";

export const getFeedComparison = () => api.get<FeedComparison>(FEED_COMPARISON_KEY);

/** The live FPL feed (read at most once a minute by the server) against our store, player by player. */
export function useFeedComparison() {
  const { data, error, isLoading } = useSWR(FEED_COMPARISON_KEY, getFeedComparison);
  return { comparison: data, error, isLoading };
}
