import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call, urlOf } from "@/lib/api-client";

const { gameweekScorers, goalScorers } = contract.feed;

/** This week's scorers, or a chosen gameweek's: one cache entry per view, the last one shown while the next loads. */
export function useGoalScorers(leagueId: string, gameweek?: number) {
  const params = { id: String(gameweek) };
  const query = { leagueId };
  const key = gameweek ? urlOf(gameweekScorers, { params, query }) : urlOf(goalScorers, { query });
  const { data, error, isLoading } = useSWR(
    key,
    () => (gameweek ? call(gameweekScorers, { params, query }) : call(goalScorers, { query })),
    {
      keepPreviousData: true,
    },
  );
  return { scorers: data, error, isLoading };
}
