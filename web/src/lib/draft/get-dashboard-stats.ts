import useSWR from "swr";

export interface DashboardStats {
  currentGameweek: { id: number; name: string } | null;
  totalUsers: number;
  archivedUsers: number;
}

export const dashboardStatsKey = (leagueId: string) => `/api/dashboard/stats?leagueId=${encodeURIComponent(leagueId)}`;

export function useDashboardStats(leagueId: string | undefined) {
  const { data, error, mutate } = useSWR<DashboardStats>(leagueId ? dashboardStatsKey(leagueId) : null);
  return { stats: data, error, mutate };
}
