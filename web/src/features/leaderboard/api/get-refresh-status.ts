import useSWR from "swr";
import { POLL_INTERVAL_MS } from "@shared/constants";
import type { RefreshStatus } from "@shared/feed-types";
import { api } from "@/lib/api-client";

export const REFRESH_STATUS_KEY = "/api/system/refresh-status";

export const getRefreshStatus = () => api.get<RefreshStatus>(REFRESH_STATUS_KEY);

/** When goals were last stored, and by whom: polled every 30 seconds (spec §7.6, §9). */
export function useRefreshStatus() {
  const { data } = useSWR(REFRESH_STATUS_KEY, getRefreshStatus, { refreshInterval: POLL_INTERVAL_MS });
  return { status: data };
}
