import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

export type { BoardRow } from "@shared/contract/responses";

/** The table the dashboard shows: the simulation's picks, or the final draft's. */
export function useBoardRows(leagueId: string | undefined, simulated: boolean, enabled = true) {
  const query = simulated ? { leagueId, simulation: "true" as const } : { leagueId };
  const { data, error, isLoading, mutate } = useCall(contract.leaderboard.leaderboard, leagueId && enabled ? { query } : null);
  return { rows: data, error, isLoading, mutate };
}
