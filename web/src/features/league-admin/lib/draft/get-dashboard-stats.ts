import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

export function useDashboardStats(leagueId: string | undefined) {
  const { data, error, mutate } = useCall(contract.leaderboard.dashboardStats, leagueId ? { query: { leagueId } } : null);
  return { stats: data, error, mutate };
}
