import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { POLL_INTERVAL_MS } from "@shared/constants";
import { call } from "@/lib/api-client";

export const REFRESH_STATUS_KEY = contract.feed.refreshStatus.path;

export const getRefreshStatus = () => call(contract.feed.refreshStatus);

/** When goals were last refreshed and how; polled like the spec's refresh-status (§9). */
export function useRefreshStatus() {
  const { data, error, isLoading } = useSWR(REFRESH_STATUS_KEY, getRefreshStatus, { refreshInterval: POLL_INTERVAL_MS });
  return { status: data, error, isLoading };
}
