import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

/** A history entry's results, read once its dialog opens (`runId` null while none is open). */
export function useRunResults(leagueId: string, runId: string | null) {
  const { data, error } = useCall(contract.draft.runResults, runId ? { params: { leagueId, runId } } : null);
  return { results: data, error };
}
