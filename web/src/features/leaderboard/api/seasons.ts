import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import type { PastSeason } from "@shared/contract/responses";
import { call, urlOf } from "@/lib/api-client";
import type { BoardRow } from "@/lib/leaderboard/types";

const seasonsRoute = contract.leagues.seasons;
const pastRoute = contract.leagues.pastSeason;

/** The league's seasons: the one it plays (and whether the next may start), then the finished ones. */
export function useLeagueSeasons(leagueId: string) {
  const key = urlOf(seasonsRoute, { params: { id: leagueId } });
  const { data, error, mutate } = useSWR(key, () => call(seasonsRoute, { params: { id: leagueId } }));
  return { seasons: data, error, mutate };
}

/** A finished season as it ended; nothing is fetched until one is chosen. */
export function usePastSeason(leagueId: string, season: string | undefined) {
  const input = { params: { id: leagueId }, query: { season: season ?? "" } };
  const { data, error, mutate } = useSWR(season ? urlOf(pastRoute, input) : null, async () => (await call(pastRoute, input)) as PastSeason<BoardRow>);
  return { past: data, error, mutate };
}

export const startNextSeason = (leagueId: string) => call(contract.leagues.startNextSeason, { params: { id: leagueId } });
