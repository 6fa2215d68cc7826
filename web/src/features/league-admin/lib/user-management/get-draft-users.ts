import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** One member as the admin's tools see them (product.md §3, Draft user); shared with the draft screens. */
export type { ArchivalGroup, DraftUser } from "@shared/contract/responses";

/** Every member of a league, archived ones included, with pick counts (league admins). */
export function useDraftUsers(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(contract.draft.draftUsers, leagueId ? { params: { leagueId } } : null, {
    revalidateOnMount: true,
  });
  return { users: data, error, isLoading, mutate };
}
