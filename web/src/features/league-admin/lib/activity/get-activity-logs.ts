import type { ActivityFilter } from "@shared/activity-filter";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";
import { activityLogsQuery } from "./activity-query";

export type { ActivityEntry } from "@shared/contract/responses";

/** Every key of this call starts so, whatever the filters: mutations refresh them all by it. */
export const ACTIVITY_LOGS_PREFIX = `${urlOf(contract.activity.list)}?`;

/** A league's activity, newest first, filtered on the server (product.md §7.6). */
export function useActivityLogs(leagueId: string, filter: ActivityFilter) {
  const { data, error, isLoading, isValidating, mutate } = useCall(
    contract.activity.list,
    { query: activityLogsQuery(leagueId, filter) },
    { keepPreviousData: true, revalidateOnMount: true },
  );
  return { entries: data, error, isLoading, isValidating, mutate };
}
