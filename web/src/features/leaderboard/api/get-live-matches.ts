import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/**
 * The matches being played now with the viewer's players in them, re-read each minute (the
 * refresh's live pace); `settled` once the first answer (or failure) is in. No league, no call.
 */
export function useLiveMatches(leagueId: string | undefined) {
  const { data, error } = useCall(contract.leaderboard.liveMatches, leagueId ? { query: { leagueId } } : null, {
    refreshInterval: 60_000,
  });
  return { live: data, settled: data !== undefined || error !== undefined };
}
