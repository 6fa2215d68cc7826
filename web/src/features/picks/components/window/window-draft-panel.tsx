import { useState } from "react";
import { useSWRConfig } from "swr";
import { contract } from "@shared/contract/routes";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { serverMessageOf } from "@/lib/api-error";
import { keyPrefixOf } from "@/lib/api-client";
import {
  executeWindowDraft,
  simulateWindowDraft,
  useWindowDraft,
  type WindowRun,
  type WindowView,
} from "@/features/picks/lib/window/window";
import { ukDateTime } from "@/features/picks/lib/window/countdown";
import { toasts } from "@shared/messages";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { usePicksPieces } from "@/features/picks/pieces";

function RunResults({ leagueId, run, label }: { leagueId: string; run: WindowRun; label: string }) {
  const { LogBox } = usePicksPieces();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {label} by {run.executedByUsername}, seed <code className="text-xs">{run.seed}</code>
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={`${label} results`}>
        {run.results.map((r) => (
          <li key={r.userId} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
            <span className="w-8 shrink-0 font-bold text-slate-500">{r.draftOrder}.</span>
            <WrapAtDots text={r.username} className="shrink-0 font-semibold text-slate-900 sm:w-36" />
            <span className="min-w-0 text-slate-600">{r.picks.map((p) => p.playerName).join(", ")}</span>
          </li>
        ))}
      </ul>
      <details className="rounded-xl bg-slate-50 p-3 text-xs">
        <summary className="cursor-pointer font-semibold text-slate-700">
          Audit log{run.auditLog.conflicts.count > 0 ? " (some slots: NO AVAILABLE PLAYERS)" : ""}
        </summary>
        <div className="mt-2">
          <LogBox log={run.auditLog} leagueId={leagueId} label={`${label} audit log`} rows={16} />
        </div>
      </details>
    </div>
  );
}

/** The admin's window draft (product.md §10.12): simulate, review, execute, as for the main draft. */
export function WindowDraftPanel({ leagueId, window, onDone }: { leagueId: string; window: WindowView; onDone: () => void }) {
  const { draft, mutate } = useWindowDraft(leagueId, true);
  const { mutate: refresh } = useSWRConfig();
  const [pending, setPending] = useState<"simulate" | "execute" | null>(null);
  const [confirm, setConfirm] = useState(false);

  const act = async (kind: "simulate" | "execute") => {
    setPending(kind);
    try {
      await (kind === "simulate" ? simulateWindowDraft(leagueId) : executeWindowDraft(leagueId));
      await mutate();
      if (kind === "execute") {
        toast(toasts.windowDraftExecuted);
        // The board and the picks changed.
        const board = keyPrefixOf(contract.leaderboard.leaderboard);
        await refresh((key) => typeof key === "string" && key.startsWith(board));
        onDone();
      }
    } catch (error) {
      // A refused call carries the server's message; a run that failed, the status call's.
      const failed = toasts.windowDraftFailed;
      toast({
        ...failed,
        description: serverMessageOf(error, error instanceof Error ? error.message : failed.description),
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  };

  const closed = window.state === "closed";
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-base font-semibold text-slate-900">Window draft (admin)</h2>
        <p className="text-sm text-slate-500">
          {closed
            ? window.executedRunId
              ? "Executed. Re-simulate and execute again to redo it from the picks before the window."
              : `Simulate and review, then execute. If nobody does, it runs by itself from ${ukDateTime(window.autoRunsAt)}.`
            : `Runs after the deadline, ${ukDateTime(window.closesAt)}.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => act("simulate")} disabled={!closed || pending !== null} variant="outline">
          {pending === "simulate" ? "Simulating…" : "Simulate Window Draft"}
        </Button>
        <Button onClick={() => setConfirm(true)} disabled={!closed || !draft?.simulation || pending !== null}>
          {pending === "execute" ? "Executing…" : window.executedRunId ? "Re-execute Window Draft" : "Execute Window Draft"}
        </Button>
      </div>
      {draft?.simulation && <RunResults leagueId={leagueId} run={draft.simulation} label="Simulation" />}
      {!draft?.simulation && draft?.execution && <RunResults leagueId={leagueId} run={draft.execution} label="Executed" />}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Execute the window draft?"
        description="Departed players are replaced and extra picks added exactly as simulated. They score from the next gameweek; goals already scored stay."
        confirmLabel="Execute"
        onConfirm={() => {
          setConfirm(false);
          void act("execute");
        }}
      />
    </Card>
  );
}
