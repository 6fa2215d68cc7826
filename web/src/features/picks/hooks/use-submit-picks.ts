import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { LEAGUE_REQUIRED_CODES } from "@/components/session/league-required";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import type { UserLeague } from "@shared/types";
import { errorCodeOf, failureToast } from "@/lib/api-error";
import { originalSelectionsKey } from "@/features/picks/api/get-original-selections";
import { registerPicks } from "../api/register-picks";
import { isComplete, type Squad } from "@/features/picks/lib/squad";
import { sequencerFor } from "./use-squad-editor";
import { problems, toasts } from "@shared/messages";

/**
 * Registers the 15. product.md §2 'Player selection': after a successful save, edit mode goes to
 * /original-picks and a first registration to /. A membership problem shows League Required.
 */
export function useSubmitPicks(league: UserLeague, editMode: boolean, onBlocked: (error: unknown) => void) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const submit = async (squad: Squad) => {
    if (!isComplete(squad)) {
      toast({ ...problems.fifteenPicks.toast, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const sequencer = sequencerFor(league.id);
      const revision = sequencer.next(Date.now());
      const answer = await registerPicks(league.id, squad, revision);
      if (sequencer.settle(revision, answer) !== "saved") {
        toast({ ...toasts.picksChangedElsewhere(editMode), variant: "destructive" });
        return;
      }
      await mutate(originalSelectionsKey(league.leagueUser.id));
      toast({ ...toasts.picksSaved(editMode, league.name), variant: "success" });
      navigate(editMode ? "/original-picks" : "/");
    } catch (error) {
      if (handledAsUnauthorized(error)) return;
      const code = errorCodeOf(error);
      if ((code && LEAGUE_REQUIRED_CODES.includes(code)) || code === "LEAGUE_LIVE") {
        onBlocked(error);
        return;
      }
      toast(failureToast(toasts.picksRefused(editMode), error));
    } finally {
      setPending(false);
    }
  };

  return { submit, pending };
}
