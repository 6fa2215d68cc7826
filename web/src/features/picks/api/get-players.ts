import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/**
 * Every Premier League player in the feed (about 820); fetched once per visit, or every few
 * seconds while the store has none yet (the first refresh of a new install is still running).
 * With a league, its own season's players, so its picks name the players of its season.
 */
export function usePlayers(leagueId?: string) {
  const { data, error, isLoading, mutate } = useCall(contract.feed.players, leagueId ? { query: { leagueId } } : undefined, {
    refreshInterval: (latest) => (latest && latest.length === 0 ? 3000 : 0),
  });
  return { players: data, error, isLoading, mutate };
}
