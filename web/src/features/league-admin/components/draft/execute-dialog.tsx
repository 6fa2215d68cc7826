import { CheckCircle2, Rocket } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { confirmDraft } from "@/features/league-admin/lib/draft/confirm-draft";
import { useCurrentSimulation } from "@/features/league-admin/lib/draft/get-current-simulation";
import { getDraftRun } from "@/features/league-admin/lib/draft/get-draft-run";
import { getUsersWithoutPicks } from "@/features/league-admin/lib/draft/get-users-without-picks";
import { type DraftWording } from "@/features/league-admin/lib/draft/draft-wording";
import { useRefreshDraft } from "@/features/league-admin/lib/draft/use-refresh-draft";
import { useRevalidateLeague } from "@/features/league-admin/lib/draft/use-revalidate-league";
import { classifyExecuteError } from "@/features/league-admin/lib/draft/execute-outcome";
import { followRun } from "@/features/league-admin/lib/draft/follow-run";
import type { RunProgress as Progress, UserWithoutPicks } from "@shared/contract/responses";
import { ArchiveChoiceSection, type ArchiveChoice } from "./archive-choice";
import { ReviewPanel } from "./review-panel";
import { RunProgress } from "./run-progress";
import { toasts } from "@shared/messages";

interface ExecuteDialogProps {
  league: UserLeague;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A re-do replaces an earlier final draft; it differs only in wording. */
  redo?: boolean;
  wording: DraftWording;
  onExecutingChange?: (executing: boolean) => void;
}

/** product.md §4 'Execute Draft & Go Live': explain, settle members without picks, execute the reviewed draft. */
export function ExecuteDialog({ league, open, onOpenChange, redo, wording, onExecutingChange }: ExecuteDialogProps) {
  const { simulation, mutate: setSimulation } = useCurrentSimulation(league.id);
  const { refreshLeagues } = useSelectedLeague();
  const refresh = useRefreshDraft(league.id);
  const revalidateLeague = useRevalidateLeague(league.id);
  const [incomplete, setIncomplete] = useState<UserWithoutPicks[] | null>(null);
  const [choice, setChoice] = useState<ArchiveChoice>(null);
  const [reviewing, setReviewing] = useState(false);
  const [executing, setExecuting] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [following, setFollowing] = useState<"simulation" | "execution" | null>(null);
  // Parents pass inline callbacks; the check below must run once per opening, not per render.
  const close = useRef(onOpenChange);
  useEffect(() => {
    close.current = onOpenChange;
  });

  // Each opening starts from a fresh check: no choice made, nothing under review.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setChoice(null);
      setReviewing(false);
      setIncomplete(null);
    }
  }

  useEffect(() => {
    if (!open) return;
    getUsersWithoutPicks(league.id).then(setIncomplete, (error) => {
      if (!handledAsUnauthorized(error)) toast({ ...toasts.userStatusFailed, variant: "destructive" });
      close.current(false);
    });
  }, [open, league.id]);

  const setBusy = (busy: boolean) => {
    setExecuting(busy);
    onExecutingChange?.(busy);
    if (!busy) {
      setProgress(null);
      setFollowing(null);
    }
  };

  const execute = async () => {
    if (!simulation || !incomplete) return;
    const needsChoice = !reviewing && incomplete.length > 0;
    if (needsChoice && choice === null) {
      toast({ ...toasts.archiveChoiceRequired, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const started = await confirmDraft(league.id, needsChoice ? choice === "archive" : undefined);
      setFollowing(started.kind);
      const run = await followRun(() => getDraftRun(league.id, started.runId), { onProgress: setProgress });
      if (run.simulation) {
        // Archiving changed who drafts: the fresh simulation is reviewed before anything is final.
        await setSimulation(run.simulation, { revalidate: false });
        setReviewing(true);
        setIncomplete([]);
        toast(toasts.usersArchivedBeforeExecuting);
        await refresh();
        return;
      }
      toast({ ...toasts.draftExecuted, variant: "success" });
      onOpenChange(false);
      await revalidateLeague();
    } catch (error) {
      if (!handledAsUnauthorized(error)) await explainFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const explainFailure = async (error: unknown) => {
    const failure = classifyExecuteError(error);
    switch (failure.kind) {
      case "choose-archive":
        toast({ ...toasts.archiveChoiceRequired, variant: "destructive" });
        setIncomplete(await getUsersWithoutPicks(league.id));
        return;
      case "critical":
        toast({ ...toasts.draftNotExecutable, description: failure.details, variant: "destructive" });
        return;
      case "stale":
        toast({ ...toasts.simulationOutOfDate, description: failure.details, variant: "destructive" });
        onOpenChange(false);
        await refresh();
        return;
      case "no-simulation":
        toast({ ...toasts.noSimulation, variant: "destructive" });
        onOpenChange(false);
        return;
      case "live":
        toast({ ...toasts.leagueLiveForRedo, variant: "destructive" });
        onOpenChange(false);
        await refreshLeagues();
        return;
      default:
        toast({ ...(redo ? toasts.redoFailed : wording.executeFailed), variant: "destructive" });
    }
  };

  const title = redo ? "Re-do Draft & Go Live" : "Execute Draft & Go Live";
  return (
    <Dialog open={open} onOpenChange={(next) => !executing && onOpenChange(next)}>
      <DialogContent title={title} className="max-h-[90vh] max-w-xl overflow-y-auto">
        {reviewing && simulation ? (
          <ReviewPanel simulation={simulation} />
        ) : (
          <div className="space-y-4 text-sm text-slate-700">
            <p>
              This finalizes all draft picks and <strong>cannot be undone</strong>
              {redo ? ": every member's current final picks are replaced." : "."} It will:
            </p>
            <ul className="list-inside list-disc space-y-1">
              <li>run the round-robin snake draft (3 rounds) exactly as you reviewed it</li>
              <li>switch {league.name} from draft to live mode</li>
              <li>give everyone a final 3-player team</li>
            </ul>
            {incomplete === null ? (
              <div className="flex items-center gap-2 text-slate-500">
                <Spinner className="size-4" label="Checking users" /> Checking who has finished picking…
              </div>
            ) : incomplete.length > 0 ? (
              <ArchiveChoiceSection users={incomplete} choice={choice} onChoice={setChoice} />
            ) : (
              <p className="flex items-center gap-2 rounded-xl border border-pitch-200 bg-pitch-50 p-3 font-semibold text-pitch-800">
                <CheckCircle2 className="size-4" aria-hidden /> Ready to Execute: every active member has 15 picks.
              </p>
            )}
          </div>
        )}
        {following && (
          <div className="mt-4">
            <RunProgress
              title={following === "simulation" ? "Simulating the draft without archived users..." : "Executing the draft..."}
              progress={progress}
            />
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={executing} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={executing || incomplete === null || !simulation} onClick={execute}>
            <Rocket aria-hidden /> {executing ? "Executing..." : reviewing ? "Confirm & Execute" : title}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
