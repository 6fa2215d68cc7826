import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export type { OriginalSelection } from "@shared/contract/responses";

export const originalSelectionsKey = (leagueUserId: string) => urlOf(contract.picks.originalSelections, { params: { leagueUserId } });

/** The member's 15 (or fewer, before registering) picks with player details, by league membership. */
export function useOriginalSelections(leagueUserId: string | undefined) {
  const { data, error, isLoading, mutate } = useCall(
    contract.picks.originalSelections,
    leagueUserId ? { params: { leagueUserId } } : null,
    { revalidateOnMount: true },
  );
  return { selections: data, error, isLoading, mutate };
}
