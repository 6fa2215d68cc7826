import { useState } from "react";
import { LEAGUE_CODE_LENGTH } from "@shared/constants";
import type { LeagueLookup } from "@shared/types";
import { toast } from "@/components/ui/toast-store";
import { useLeagueByCode } from "../api/get-league-by-code";

export const toCodeInput = (raw: string) => raw.replace(/\s+/g, "").toUpperCase().slice(0, LEAGUE_CODE_LENGTH);

/**
 * A league code field with lookup (spec §5): upper-cased, at most 6 characters, looked up by
 * itself at 6 or when asked (`find`); clearing the field clears the result. A failed lookup
 * shows 'League Not Found'.
 */
export function useCodeLookup(initialCode = "", options: { onFound?: (league: LeagueLookup) => void; onNotFound?: () => void } = {}) {
  const [code, setCodeState] = useState(() => toCodeInput(initialCode));
  // A code that arrived in a link is looked up whatever its length: the answer tells the user.
  const [requested, setRequested] = useState(() => toCodeInput(initialCode) || null);

  const { league, isLoading } = useLeagueByCode(requested, {
    onFound: options.onFound,
    onNotFound: () => {
      toast({ title: "League Not Found", description: "No league exists with that code.", variant: "destructive" });
      options.onNotFound?.();
    },
  });

  const setCode = (raw: string) => {
    const next = toCodeInput(raw);
    setCodeState(next);
    setRequested(next.length === LEAGUE_CODE_LENGTH ? next : null);
  };

  const find = () => {
    if (code.trim()) setRequested(code);
  };

  return { code, setCode, find, league: requested && league?.code === requested ? league : undefined, isLooking: isLoading };
}
