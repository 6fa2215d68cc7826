import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const TOP_SCORERS_KEY = urlOf(contract.creator.topScorers);

export const getTopScorers = () => call(contract.creator.topScorers);

/** This gameweek's scorers, most goals first. */
export function useTopScorers() {
  const { data, error, isLoading, mutate } = useCall(contract.creator.topScorers);
  return { scorers: data, error, isLoading, mutate };
}
