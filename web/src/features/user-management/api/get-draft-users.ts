import useSWR from "swr";
import type { DraftUser } from "@shared/contract/responses";
import { api } from "@/lib/api-client";

/** One member as the admin's tools see them (spec entities: Draft user); shared with the draft screens. */
export type { ArchivalGroup, DraftUser, Readiness } from "@shared/contract/responses";

export const draftUsersKey = (leagueId: string) => `/api/draft/users/${encodeURIComponent(leagueId)}`;

/** Every member of a league, archived ones included, with pick counts (league admins). */
export function useDraftUsers(leagueId: string | undefined) {
  const key = leagueId ? draftUsersKey(leagueId) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => api.get<DraftUser[]>(key!), { revalidateOnMount: true });
  return { users: data, error, isLoading, mutate };
}
