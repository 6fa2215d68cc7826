import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** Each member's cumulative goals by gameweek, from the league's scoring start. */
export function useGoalRace(leagueId: string, enabled: boolean) {
  const { data, error, isLoading } = useCall(contract.leaderboard.race, enabled ? { query: { leagueId } } : null);
  return { race: data, error, isLoading };
}
