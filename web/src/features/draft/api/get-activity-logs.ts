import useSWR from "swr";

export interface ActivityEntry {
  id: string;
  username: string;
  actionType: string;
  actionDetails: string;
  severity: string;
  category: string;
  timestamp: string;
}

export const activityLogsKey = (leagueId: string) => `/api/activity-logs?leagueId=${encodeURIComponent(leagueId)}`;

/** The league's activity, newest first (admins only). */
export function useActivityLogs(leagueId: string | undefined) {
  const { data, error, isLoading } = useSWR<ActivityEntry[]>(leagueId ? activityLogsKey(leagueId) : null);
  return { entries: data, error, isLoading };
}
