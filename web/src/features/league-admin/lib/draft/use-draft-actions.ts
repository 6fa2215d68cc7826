import { useState } from "react";
import { useSWRConfig } from "swr";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { assignDraftOrder } from "./assign-draft-order";
import { currentSimulationKey } from "./get-current-simulation";
import { resetSimulation } from "./reset-simulation";
import { simulateDraft } from "./simulate-draft";
import { hasDraftConflicts } from "./audit-log";
import type { RunProgress } from "@shared/contract/responses";
import type { DraftWording } from "./draft-wording";
import { useRefreshDraft } from "@/features/league-admin/lib/draft/use-refresh-draft";
import { toasts } from "@shared/messages";

type Busy = "simulate" | "reset" | "reorder" | null;

/**
 * Simulate, reset and re-randomise, with the catalogue's toasts; one action at a time. A simulation
 * runs in the background on the server: its progress is kept here while the screen follows it.
 */
export function useDraftActions(leagueId: string | undefined, wording: DraftWording) {
  const [busy, setBusy] = useState<Busy>(null);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const refresh = useRefreshDraft(leagueId ?? "");
  const { mutate } = useSWRConfig();

  const run = async (action: Exclude<Busy, null>, work: (id: string) => Promise<void>, failed: { title: string; description?: string }) => {
    if (!leagueId) {
      toast({ ...toasts.noLeagueSelected, variant: "destructive" });
      return;
    }
    setBusy(action);
    try {
      await work(leagueId);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast({ ...failed, variant: "destructive" });
    } finally {
      setBusy(null);
      setProgress(null);
      await refresh();
    }
  };

  const simulate = () =>
    run(
      "simulate",
      async (id) => {
        const simulation = await simulateDraft(id, setProgress);
        // Shown with its toast, not after the other views have been read again.
        await mutate(currentSimulationKey(id), simulation, { revalidate: false });
        const participants = simulation.draftResults.length;
        toast(
          hasDraftConflicts(simulation.auditLog)
            ? { ...toasts.draftSimulatedWithConflicts(participants), variant: "destructive" }
            : { ...toasts.draftSimulated(participants), variant: "success" },
        );
      },
      wording.simulateFailed,
    );

  const reset = () =>
    run(
      "reset",
      async (id) => {
        await resetSimulation(id);
        toast(toasts.simulationReset);
      },
      toasts.simulationNotReset,
    );

  const reorder = () =>
    run(
      "reorder",
      async (id) => {
        await assignDraftOrder(id);
        toast({ ...toasts.draftOrderAssigned, variant: "success" });
      },
      toasts.draftOrderNotAssigned,
    );

  return { busy, progress, simulate, reset, reorder };
}
