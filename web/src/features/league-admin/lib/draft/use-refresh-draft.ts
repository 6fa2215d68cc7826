import { useCallback } from "react";
import { useSWRConfig } from "swr";

/**
 * A draft action changes many views at once (users, simulation, history, boards, stats); every
 * one of their keys names the league, so one matcher refreshes them all.
 */
export function useRefreshDraft(leagueId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === "string" && key.includes(encodeURIComponent(leagueId))), [mutate, leagueId]);
}
