import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

export type { Invitation } from "@shared/contract/responses";

/** People added by e-mail who have not signed in yet. */
export function useInvitations(leagueId: string) {
  const { data, error, isLoading, mutate } = useCall(
    contract.members.invitations,
    { params: { id: leagueId } },
    { revalidateOnMount: true },
  );
  return { invitations: data, error, isLoading, mutate };
}
