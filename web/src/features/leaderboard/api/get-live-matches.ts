import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** The matches being played now with the viewer's players in them, re-read each minute (the refresh's live pace). */
export function useLiveMatches(leagueId: string) {
  const { data } = useCall(contract.leaderboard.liveMatches, { query: { leagueId } }, { refreshInterval: 60_000 });
  return data;
}
