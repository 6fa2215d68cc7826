import useSWR from "swr";
import type { HistoryEntry } from "../types";

export const draftHistoryKey = (leagueId: string) => `/api/draft/history/${encodeURIComponent(leagueId)}`;

/** Simulations and executions, newest first. */
export function useDraftHistory(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<HistoryEntry[]>(leagueId ? draftHistoryKey(leagueId) : null);
  return { history: data, error, isLoading, mutate };
}
