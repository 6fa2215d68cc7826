import useSWR from "swr";
import type { RefreshStatus } from "@shared/feed-types";
import { POLL_INTERVAL_MS } from "@shared/constants";
import { api } from "@/lib/api-client";

export const REFRESH_STATUS_KEY = "/api/system/refresh-status";

export const getRefreshStatus = () => api.get<RefreshStatus>(REFRESH_STATUS_KEY);

/** When goals were last refreshed and how; polled like the spec's refresh-status (§9). */
export function useRefreshStatus() {
  const { data, error, isLoading } = useSWR(REFRESH_STATUS_KEY, getRefreshStatus, { refreshInterval: POLL_INTERVAL_MS });
  return { status: data, error, isLoading };
}
