import { useState } from "react";
import { LEAGUE_CODE_LENGTH } from "@shared/constants";
import { leagueCodeInText } from "@shared/league-code";
import { problems } from "@shared/messages";
import type { LeagueLookup } from "@shared/types";
import { toast } from "@/components/ui/toast-store";
import { useLeagueByCode } from "./get-league-by-code";

/** What a code field holds after an edit or a paste: the code in it, upper case, at most six characters. */
export const toCodeInput = (raw: string) => leagueCodeInText(raw);

/**
 * Looks up the league a code field names (product.md §5): by itself once the code has 6 characters,
 * or when asked (`find`); a code that arrived in a link is looked up whatever its length, since
 * the answer tells the user. Clearing the field clears the result; a failed lookup shows
 * 'League Not Found'. The field itself is the form's (see LeagueCodeInput).
 */
export function useCodeLookup(code: string, options: { onFound?: (league: LeagueLookup) => void; onNotFound?: () => void } = {}) {
  const [asked, setAsked] = useState<string | null>(() => code || null);
  const requested = code.length === LEAGUE_CODE_LENGTH || code === asked ? code || null : null;

  const { league, isLoading } = useLeagueByCode(requested, {
    onFound: options.onFound,
    onNotFound: () => {
      toast({ ...problems.leagueCodeUnknown.toast, variant: "destructive" });
      options.onNotFound?.();
    },
  });

  return { find: () => setAsked(code), league: requested && league?.code === requested ? league : undefined, isLooking: isLoading };
}
