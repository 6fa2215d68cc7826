import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { generateRandomPicks } from "../api/generate-random-picks";
import type { Squad } from "@/features/picks/lib/squad";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/** Asks the server for 15 random goal scorers and hands them to the squad as one change. */
export function useRandomPicks(leagueId: string, replace: (squad: Squad) => void) {
  const [pending, setPending] = useState(false);

  const generate = async () => {
    setPending(true);
    try {
      const result = await generateRandomPicks(leagueId);
      replace(result.picks.map((p) => p.playerId));
      toast({ ...toasts.randomPicksChosen(result.picks.length, result.eligiblePlayersCount), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.randomPicksFailed, error));
    } finally {
      setPending(false);
    }
  };

  return { generate, pending };
}
