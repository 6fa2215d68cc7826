import useSWR from "swr";
import { api } from "@/lib/api-client";
import type { BoardRow } from "./types";

/** The live table, or one past gameweek's table (season totals up to it) when `gameweek` is given. */
export const leaderboardKey = (leagueId: string, gameweek?: number) =>
  gameweek ? `/api/leaderboard/${gameweek}?leagueId=${encodeURIComponent(leagueId)}` : `/api/leaderboard?leagueId=${encodeURIComponent(leagueId)}`;

export const getLeaderboard = (leagueId: string, gameweek?: number) => api.get<BoardRow[]>(leaderboardKey(leagueId, gameweek));

export function useLeaderboard(leagueId: string, gameweek?: number) {
  const { data, error, isLoading, mutate } = useSWR(leaderboardKey(leagueId, gameweek), () => getLeaderboard(leagueId, gameweek), {
    keepPreviousData: true,
  });
  return { rows: data, error, isLoading, mutate };
}
