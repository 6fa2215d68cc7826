import useSWR from "swr";
import type { DraftUser } from "../types";

export const draftUsersKey = (leagueId: string) => `/api/draft/users/${encodeURIComponent(leagueId)}`;

/** Every member with readiness, pick counts and draft order, in draft order. */
export function useDraftUsers(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<DraftUser[]>(leagueId ? draftUsersKey(leagueId) : null);
  return { users: data, error, isLoading, mutate };
}
