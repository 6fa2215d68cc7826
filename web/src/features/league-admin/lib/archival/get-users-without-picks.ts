import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** Active members with fewer than 15 picks: the smart archival dialog's candidates. */
export function useUsersWithoutPicks(leagueId: string, enabled = true) {
  const { data, error, isLoading, mutate } = useCall(contract.draft.usersWithoutPicks, enabled ? { params: { id: leagueId } } : null, {
    revalidateOnMount: true,
  });
  return { users: data, error, isLoading, mutate };
}
