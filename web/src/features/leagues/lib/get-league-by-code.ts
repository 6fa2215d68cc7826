import type { LeagueLookup } from "@shared/types";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";

interface Callbacks {
  onFound?: (league: LeagueLookup) => void;
  onNotFound?: (error: Error) => void;
}

/** Public lookup of a league by its code; `code` null means "nothing to look up yet". */
export function useLeagueByCode(code: string | null, callbacks: Callbacks = {}) {
  const { data, error, isLoading } = useCall(contract.leagues.lookup, code ? { params: { id: code } } : null, {
    onSuccess: (league) => callbacks.onFound?.(league),
    onError: (err: Error) => callbacks.onNotFound?.(err),
  });
  return { league: error ? undefined : data, error, isLoading };
}
