import { POLL_INTERVAL_MS } from "@shared/constants";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** When goals were last stored, and by whom: polled every 30 seconds (product.md §7.6, §9). */
export function useRefreshStatus() {
  const { data } = useCall(contract.feed.refreshStatus, undefined, { refreshInterval: POLL_INTERVAL_MS });
  return { status: data };
}
