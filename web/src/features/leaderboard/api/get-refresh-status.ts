import useSWR from "swr";
import { POLL_INTERVAL_MS } from "@shared/constants";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export const REFRESH_STATUS_KEY = contract.feed.refreshStatus.path;

export const getRefreshStatus = () => call(contract.feed.refreshStatus);

/** When goals were last stored, and by whom: polled every 30 seconds (spec §7.6, §9). */
export function useRefreshStatus() {
  const { data } = useSWR(REFRESH_STATUS_KEY, getRefreshStatus, { refreshInterval: POLL_INTERVAL_MS });
  return { status: data };
}
