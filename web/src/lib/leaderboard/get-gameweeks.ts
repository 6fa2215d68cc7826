import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** The season's gameweeks with the feed's current and next flags. */
export function useGameweeks() {
  const { data, error } = useCall(contract.feed.gameweeks);
  const current = data?.find((g) => g.isCurrent) ?? data?.find((g) => g.isNext);
  return { gameweeks: data, current, error };
}
