import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** The executed draft's audit log; asked for only once the league is live (404 before any draft). */
export function useFinalAuditLog(leagueId: string, enabled: boolean) {
  const { data, error, isLoading } = useCall(contract.draft.finalAuditLog, enabled ? { params: { leagueId } } : null);
  return { audit: data, error, isLoading };
}
