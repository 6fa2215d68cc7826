import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** The league's season's players (the feed group's read, shared in SWR's cache with the picks screens). */
export function usePlayers(leagueId: string | undefined) {
  const { data } = useCall(contract.feed.players, leagueId ? { query: { leagueId } } : undefined);
  return { players: data };
}
