import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** The members of one league, ordered by username (the server sorts them). */
export function useLeagueMembers(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(contract.leagues.members, leagueId ? { params: { id: leagueId } } : null);
  return { members: data, error, isLoading, mutate };
}
