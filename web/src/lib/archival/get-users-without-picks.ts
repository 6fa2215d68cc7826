import useSWR from "swr";
import { api } from "@/lib/api-client";
import type { UserWithoutPicks } from "@shared/contract/responses";

/** Spec entities 'User without picks', with the server's archival group (spec §4): the contract's answer type. */
export type { UserWithoutPicks };

export const usersWithoutPicksKey = (leagueId: string) => `/api/leagues/${encodeURIComponent(leagueId)}/users-without-picks`;

/** Active members with fewer than 15 picks: the smart archival dialog's candidates. */
export function useUsersWithoutPicks(leagueId: string, enabled = true) {
  const key = enabled ? usersWithoutPicksKey(leagueId) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => api.get<UserWithoutPicks[]>(key!), { revalidateOnMount: true });
  return { users: data, error, isLoading, mutate };
}
