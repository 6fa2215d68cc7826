import useSWR from "swr";
import type { UserLeague } from "@shared/types";
import { api } from "@/lib/api-client";

export const USER_LEAGUES_KEY = "/api/user/leagues";

export const getUserLeagues = () => api.get<UserLeague[]>(USER_LEAGUES_KEY);

/** The leagues the signed-in user belongs to; only asked for once someone is signed in. */
export function useUserLeagues(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? USER_LEAGUES_KEY : null, getUserLeagues);
  return { leagues: data, error, isLoading, mutate };
}
