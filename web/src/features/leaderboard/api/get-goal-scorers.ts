import { useEffect } from "react";
import useSWR, { preload, useSWRConfig } from "swr";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

const { gameweekScorers, goalScorers } = contract.feed;

/** One cache key and fetcher per view: this week's scorers, or a chosen gameweek's. */
function scorersCall(leagueId: string, gameweek: number | undefined) {
  const params = { id: String(gameweek) };
  const query = { leagueId };
  const key = gameweek ? urlOf(gameweekScorers, { params, query }) : urlOf(goalScorers, { query });
  return { key, fetch: () => (gameweek ? call(gameweekScorers, { params, query }) : call(goalScorers, { query })) };
}

/** This week's scorers, or a chosen gameweek's: one cache entry per view, the last one shown while the next loads. */
export function useGoalScorers(leagueId: string, gameweek?: number) {
  const { key, fetch } = scorersCall(leagueId, gameweek);
  const { data, error, isLoading } = useSWR(key, fetch, { keepPreviousData: true });
  return { scorers: data, error, isLoading };
}

/**
 * Starts the scorers' request with the table's, for the card that renders later (below the fold):
 * its first read then takes this answer instead of asking when it appears, seconds after the table.
 * A view already in the cache (or being read by the card) is not asked again.
 */
export function usePreloadGoalScorers(leagueId: string, gameweek?: number): void {
  const { cache } = useSWRConfig();
  useEffect(() => {
    const { key, fetch } = scorersCall(leagueId, gameweek);
    if (cache.get(key) === undefined) void preload(key, fetch).catch(() => undefined);
  }, [cache, leagueId, gameweek]);
}
