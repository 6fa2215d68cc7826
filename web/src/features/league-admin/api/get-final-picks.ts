import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** A member's drafted players (empty before the draft), asked for only when a row is opened. */
export function useFinalPicks(leagueUserId: string | undefined) {
  const { data, error, isLoading } = useCall(contract.draft.finalPicks, leagueUserId ? { params: { id: leagueUserId } } : null);
  return { picks: data, error, isLoading };
}
