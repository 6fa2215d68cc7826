import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** The leagues the signed-in user belongs to; only asked for once someone is signed in. */
export function useUserLeagues(enabled = true) {
  const { data, error, isLoading, mutate } = useCall(contract.auth.userLeagues, enabled ? undefined : null);
  return { leagues: data, error, isLoading, mutate };
}
