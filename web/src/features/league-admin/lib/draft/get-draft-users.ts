import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** Every member with readiness, pick counts and draft order, in draft order. */
export function useDraftUsers(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(contract.draft.draftUsers, leagueId ? { params: { leagueId } } : null, {
    revalidateOnMount: true,
  });
  return { users: data, error, isLoading, mutate };
}
