import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call, urlOf } from "@/lib/api-client";

/** One member as the admin's tools see them (spec entities: Draft user); shared with the draft screens. */
export type { ArchivalGroup, DraftUser, Readiness } from "@shared/contract/responses";

const route = contract.draft.draftUsers;
export const draftUsersKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** Every member of a league, archived ones included, with pick counts (league admins). */
export function useDraftUsers(leagueId: string | undefined) {
  const key = leagueId ? draftUsersKey(leagueId) : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => call(route, { params: { leagueId: leagueId! } }), { revalidateOnMount: true });
  return { users: data, error, isLoading, mutate };
}
