import useSWR from "swr";
import type { ActivityFilter } from "@shared/activity-filter";
import { api } from "@/lib/api-client";
import { activityLogsKey, type Category, type Severity } from "./activity-query";

export interface ActivityEntry {
  id: string;
  leagueId: string;
  username: string;
  actionType: string;
  actionDetails: string;
  severity: Severity;
  category: Category;
  timestamp: string;
  ipAddress: string | null;
  userAgent: string | null;
  metadata: Record<string, unknown>;
}

/** Every key of this call starts so, whatever the filters: mutations refresh them all by it. */
export const ACTIVITY_LOGS_PREFIX = "/api/activity-logs?";

/** A league's activity, newest first, filtered on the server (spec calls §7.6). */
export function useActivityLogs(leagueId: string, filter: ActivityFilter) {
  const key = activityLogsKey(leagueId, filter);
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, () => api.get<ActivityEntry[]>(key), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
  return { entries: data, error, isLoading, isValidating, mutate };
}
