import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** Invitations to the signed-in user's e-mail still waiting: their leagues went live before the user signed in. */
export function usePendingInvitations() {
  const { data } = useCall(contract.auth.userInvitations, {}, { revalidateOnMount: true });
  return data ?? [];
}
