import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

const { gameweekBoard, leaderboard } = contract.leaderboard;

/**
 * The live table, or one past gameweek's table (season totals up to it) when `gameweek` is given;
 * one hook over both calls so the table on screen stays while the next one loads. Without a
 * league (still loading, or the user has none) it asks nothing: `leagueId=` would be a 400.
 */
export function useLeaderboard(leagueId: string | undefined, gameweek?: number) {
  const past = { params: { gameweekId: String(gameweek) }, query: { leagueId } };
  const live = { query: { leagueId } };
  const key = !leagueId ? null : gameweek ? urlOf(gameweekBoard, past) : urlOf(leaderboard, live);
  const { data, error, isLoading, mutate } = useSWR(key, () => (gameweek ? call(gameweekBoard, past) : call(leaderboard, live)), {
    keepPreviousData: true,
  });
  return { rows: data, error, isLoading, mutate };
}
