import useSWR from "swr";
import { api } from "@/lib/api-client";
import type { FinalAuditLog } from "@/lib/leaderboard/types";

export const finalAuditLogKey = (leagueId: string) => `/api/draft/final-audit-log/${encodeURIComponent(leagueId)}`;

export const getFinalAuditLog = (leagueId: string) => api.get<FinalAuditLog>(finalAuditLogKey(leagueId));

/** The executed draft's audit log; asked for only once the league is live (404 before any draft). */
export function useFinalAuditLog(leagueId: string, enabled: boolean) {
  const { data, error, isLoading } = useSWR(enabled ? finalAuditLogKey(leagueId) : null, () => getFinalAuditLog(leagueId));
  return { audit: data, error, isLoading };
}
