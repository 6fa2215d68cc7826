import { contract } from "@shared/contract/routes";
import { POLL_INTERVAL_MS } from "@shared/constants";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const REFRESH_STATUS_KEY = urlOf(contract.feed.refreshStatus);

/** When goals were last refreshed and how; polled like the leaderboard's refresh status (product.md §9). */
export function useRefreshStatus() {
  const { data, error, isLoading } = useCall(contract.feed.refreshStatus, undefined, { refreshInterval: POLL_INTERVAL_MS });
  return { status: data, error, isLoading };
}
