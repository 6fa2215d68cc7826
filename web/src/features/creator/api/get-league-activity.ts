import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";

export const getLeagueActivity = () => call(contract.creator.leagueActivity);

/** What happened in every league, newest first. */
export function useLeagueActivity() {
  const { data, error, isLoading, mutate } = useCall(contract.creator.leagueActivity);
  return { activity: data, error, isLoading, mutate };
}
