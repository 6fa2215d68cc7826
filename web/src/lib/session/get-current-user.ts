import useSWR from "swr";
import { CURRENT_USER_CACHE_MS } from "@shared/constants";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";
import { ApiError } from "@/lib/api-error";

export const CURRENT_USER_KEY = urlOf(contract.auth.currentUser);

/** Signed out is an answer, not an error: a 401 yields null (product.md §7.1). */
async function getCurrentUser() {
  try {
    return await call(contract.auth.currentUser);
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
