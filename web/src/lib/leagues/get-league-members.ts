import useSWR from "swr";
import type { LeagueUserView } from "@shared/types";
import { api } from "@/lib/api-client";

export const leagueMembersKey = (leagueId: string) => `/api/leagues/${encodeURIComponent(leagueId)}/users`;

export const getLeagueMembers = (leagueId: string) => api.get<LeagueUserView[]>(leagueMembersKey(leagueId));

/** The members of one league, ordered by username (the server sorts them). */
export function useLeagueMembers(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR(leagueId ? leagueMembersKey(leagueId) : null);
  return { members: data as LeagueUserView[] | undefined, error, isLoading, mutate };
}
