import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import type { FinalAuditLog } from "@shared/contract/responses";
import { ApiError } from "@/lib/api-error";
import { call, urlOf } from "@/lib/api-client";

const route = contract.draft.finalAuditLog;
export const finalAuditLogKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** The executed draft's log; null before any execution (the server answers 404 then). */
async function getFinalAuditLog(leagueId: string): Promise<FinalAuditLog | null> {
  try {
    return await call(route, { params: { leagueId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useFinalAuditLog(leagueId: string | undefined) {
  const { data, error, mutate } = useSWR(leagueId ? finalAuditLogKey(leagueId) : null, () => getFinalAuditLog(leagueId!));
  return { finalLog: data ?? null, error, mutate };
}
