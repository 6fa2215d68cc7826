import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const CREATOR_DEBUG_KEY = urlOf(contract.feed.creatorDebug);

/** The feed read live, next to ours; only the site creator may ask, so others never send it. */
export function useCreatorDebug(isCreator: boolean) {
  const { data, error, isLoading } = useCall(contract.feed.creatorDebug, isCreator ? undefined : null);
  return { debug: data, error, isLoading };
}
