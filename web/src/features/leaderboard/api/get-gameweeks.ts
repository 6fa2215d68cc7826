import { contract } from "@shared/contract/routes";
import { currentGameweek } from "@shared/gameweeks";
import { useCall } from "@/lib/api-client";

/**
 * The gameweeks of the season a league plays, with the feed's current and next flags (without a
 * league: the newest season the store holds). A league still finishing last season keeps its
 * own weeks after the next season's feed has arrived.
 */
export function useGameweeks(leagueId?: string) {
  const { data, error } = useCall(contract.feed.gameweeks, leagueId ? { query: { leagueId } } : undefined);
  return { gameweeks: data, current: data ? currentGameweek(data) : undefined, error };
}
