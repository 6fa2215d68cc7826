import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** Simulations and executions, newest first. */
export function useDraftHistory(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(contract.draft.history, leagueId ? { params: { leagueId } } : null);
  return { history: data, error, isLoading, mutate };
}
