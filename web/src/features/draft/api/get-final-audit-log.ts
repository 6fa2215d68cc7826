import useSWR from "swr";
import { ApiError } from "@/lib/api-error";
import { api } from "@/lib/api-client";
import type { FinalAuditLog } from "../types";

export const finalAuditLogKey = (leagueId: string) => `/api/draft/final-audit-log/${encodeURIComponent(leagueId)}`;

/** The executed draft's log; null before any execution (the server answers 404 then). */
async function getFinalAuditLog(key: string): Promise<FinalAuditLog | null> {
  try {
    return await api.get<FinalAuditLog>(key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useFinalAuditLog(leagueId: string | undefined) {
  const { data, error, mutate } = useSWR(leagueId ? finalAuditLogKey(leagueId) : null, getFinalAuditLog);
  return { finalLog: data ?? null, error, mutate };
}
