import useSWR from "swr";
import { CURRENT_USER_CACHE_MS } from "@shared/constants";
import type { CurrentUser } from "@shared/types";
import { api } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

export const CURRENT_USER_KEY = "/api/auth/user";

/** Signed out is an answer, not an error: a 401 yields null (spec calls §7.1). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>(CURRENT_USER_KEY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, cached for five minutes; `user` is null when signed out. */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR(CURRENT_USER_KEY, getCurrentUser, {
    dedupingInterval: CURRENT_USER_CACHE_MS,
  });
  return { user: data ?? null, isLoading, error, mutate };
}
