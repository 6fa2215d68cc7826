import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";

export const getAllEmails = () => call(contract.creator.allEmails);

/** Every member's address across all leagues, once each. */
export function useAllEmails() {
  const { data, error, isLoading } = useCall(contract.creator.allEmails);
  return { emails: data, error, isLoading };
}
