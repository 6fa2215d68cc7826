import type { SWRConfiguration } from "swr";

/**
 * product.md §7.1: no automatic retry, no refetch on focus or reconnect, and data does not go
 * stale on its own; screens refresh what a mutation changed by calling `mutate`.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 2000,
};
