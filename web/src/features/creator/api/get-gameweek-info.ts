import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const GAMEWEEK_INFO_KEY = urlOf(contract.creator.gameweekInfo);

export const getGameweekInfo = () => call(contract.creator.gameweekInfo);

/** The current gameweek and the next one, as stored. */
export function useGameweekInfo() {
  const { data, error, isLoading, mutate } = useCall(contract.creator.gameweekInfo);
  return { gameweeks: data, error, isLoading, mutate };
}
