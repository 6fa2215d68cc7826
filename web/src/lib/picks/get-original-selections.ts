import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface OriginalSelection {
  id: string;
  selectionOrder: number;
  fplPlayerId: number;
  /** null for a player the feed no longer lists. */
  player: {
    webName: string;
    teamName: string;
    position: string;
    nowCost: number;
    goalsScored: number;
    goalsLastSeason: number | null;
  } | null;
}

export const originalSelectionsKey = (leagueUserId: string) => `/api/my-original-selections/${encodeURIComponent(leagueUserId)}`;

export const getOriginalSelections = (leagueUserId: string) => api.get<OriginalSelection[]>(originalSelectionsKey(leagueUserId));

/** The member's 15 (or fewer, before registering) picks with player details, by league membership. */
export function useOriginalSelections(leagueUserId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR(leagueUserId ? originalSelectionsKey(leagueUserId) : null, () => getOriginalSelections(leagueUserId!), {
    revalidateOnMount: true,
  });
  return { selections: data, error, isLoading, mutate };
}
