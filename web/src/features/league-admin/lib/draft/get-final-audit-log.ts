import { contract } from "@shared/contract/routes";
import { ApiError } from "@/lib/api-error";
import { useCall } from "@/lib/api-client";

/** The executed draft's log; null before any execution (the server answers 404 then, which is no error here). */
export function useFinalAuditLog(leagueId: string | undefined) {
  const { data, error, mutate } = useCall(contract.draft.finalAuditLog, leagueId ? { params: { leagueId } } : null);
  const noDraftYet = error instanceof ApiError && error.status === 404;
  return { finalLog: (!noDraftYet && data) || null, error: noDraftYet ? undefined : error, mutate };
}
