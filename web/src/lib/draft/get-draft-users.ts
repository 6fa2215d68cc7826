import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call, urlOf } from "@/lib/api-client";

const route = contract.draft.draftUsers;
export const draftUsersKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** Every member with readiness, pick counts and draft order, in draft order. */
export function useDraftUsers(leagueId: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR(leagueId ? draftUsersKey(leagueId) : null, () => call(route, { params: { leagueId: leagueId! } }));
  return { users: data, error, isLoading, mutate };
}
