import useSWR from "swr";
import type { LeagueLookup } from "@shared/types";
import { api } from "@/lib/api-client";

export const getLeagueByCode = (code: string) => api.get<LeagueLookup>(`/api/leagues/${encodeURIComponent(code)}`);

interface Callbacks {
  onFound?: (league: LeagueLookup) => void;
  onNotFound?: (error: Error) => void;
}

/** Public lookup of a league by its code; `code` null means "nothing to look up yet". */
export function useLeagueByCode(code: string | null, callbacks: Callbacks = {}) {
  const { data, error, isLoading } = useSWR(code ? ["league-by-code", code] : null, ([, c]) => getLeagueByCode(c), {
    onSuccess: (league) => callbacks.onFound?.(league),
    onError: (err: Error) => callbacks.onNotFound?.(err),
  });
  return { league: error ? undefined : data, error, isLoading };
}
