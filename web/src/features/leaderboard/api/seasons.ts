import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";

/** The league's seasons: the one it plays (and whether the next may start), then the finished ones. */
export function useLeagueSeasons(leagueId: string) {
  const { data, error, mutate } = useCall(contract.leagues.seasons, { params: { id: leagueId } });
  return { seasons: data, error, mutate };
}

/** A finished season as it ended; nothing is fetched until one is chosen. */
export function usePastSeason(leagueId: string, season: string | undefined) {
  const { data, error, mutate } = useCall(contract.leagues.pastSeason, season ? { params: { id: leagueId }, query: { season } } : null);
  return { past: data, error, mutate };
}

export const startNextSeason = (leagueId: string) => call(contract.leagues.startNextSeason, { params: { id: leagueId } });
