import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";
import { serverMessageOf } from "@/lib/api-error";
import { generateRandomPicks } from "../api/generate-random-picks";
import type { Squad } from "@/lib/picks/squad";
import { plural } from "@shared/text";

/** Asks the server for 15 random goal scorers and hands them to the squad as one change. */
export function useRandomPicks(leagueId: string, replace: (squad: Squad) => void) {
  const [pending, setPending] = useState(false);

  const generate = async () => {
    setPending(true);
    try {
      const result = await generateRandomPicks(leagueId);
      replace(result.picks.map((p) => p.playerId));
      toast({
        title: "Random Picks Generated",
        description: `${plural(result.picks.length, "player")} chosen from the ${result.eligiblePlayersCount} who scored 5+ goals last season.`,
        variant: "success",
      });
    } catch (error) {
      if (!handledAsUnauthorized(error))
        toast({ title: "Random Picks Failed", description: serverMessageOf(error, "Please try again."), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return { generate, pending };
}
