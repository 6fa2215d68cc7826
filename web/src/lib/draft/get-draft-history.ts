import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call, urlOf } from "@/lib/api-client";

const route = contract.draft.history;
export const draftHistoryKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** Simulations and executions, newest first. */
export function useDraftHistory(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR(leagueId ? draftHistoryKey(leagueId) : null, () => call(route, { params: { leagueId: leagueId! } }));
  return { history: data, error, isLoading, mutate };
}
