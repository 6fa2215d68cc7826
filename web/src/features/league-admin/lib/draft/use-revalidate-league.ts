import { useCallback } from "react";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { useRefreshDraft } from "./use-refresh-draft";

/**
 * After anything that changes a league's mode or picks (executing a draft, toggling the mode),
 * re-read the league list (its mode drives every badge and banner) and every view keyed by the
 * league. Call it when the change has finished on the server, e.g. when a draft run ends.
 */
export function useRevalidateLeague(leagueId: string) {
  const { refreshLeagues } = useSelectedLeague();
  const refreshDraft = useRefreshDraft(leagueId);
  return useCallback(() => Promise.all([refreshLeagues(), refreshDraft()]), [refreshLeagues, refreshDraft]);
}
