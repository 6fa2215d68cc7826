import useSWR from "swr";
import { api } from "@/lib/api-client";
import type { ArchivalGroup } from "@/features/user-management/api/get-draft-users";

/** Spec entities 'User without picks', with the server's archival group (spec §4). */
export interface UserWithoutPicks {
  id: string;
  username: string;
  email: string;
  tempPicksCount: number;
  daysSinceLastActivity: number;
  archivalGroup: ArchivalGroup | null;
}

export const usersWithoutPicksKey = (leagueId: string) => `/api/leagues/${encodeURIComponent(leagueId)}/users-without-picks`;

/** Active members with fewer than 15 picks: the smart archival dialog's candidates. */
export function useUsersWithoutPicks(leagueId: string, enabled = true) {
  const key = enabled ? usersWithoutPicksKey(leagueId) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => api.get<UserWithoutPicks[]>(key!), { revalidateOnMount: true });
  return { users: data, error, isLoading, mutate };
}
