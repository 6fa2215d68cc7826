import { Archive, Play, RefreshCw, RotateCcw, Rocket, Shuffle } from "lucide-react";
import { useState } from "react";
import type { UserLeague } from "@shared/types";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCurrentSimulation } from "@/features/league-admin/lib/draft/get-current-simulation";
import { SmartArchivalDialog } from "@/features/league-admin/components/archival/smart-archival-dialog";
import { AuditLogPanel } from "@/features/league-admin/components/draft/audit-log-panel";
import { ConflictsWarning } from "@/features/league-admin/components/draft/conflicts-warning";
import { RunProgress } from "@/features/league-admin/components/draft/run-progress";
import { ExecuteDialog } from "@/features/league-admin/components/draft/execute-dialog";
import { DASHBOARD_WORDING } from "@/features/league-admin/lib/draft/draft-wording";
import { useDraftActions } from "@/features/league-admin/lib/draft/use-draft-actions";
import type { ReadinessSummary } from "@/features/league-admin/lib/draft/readiness";
import { useLiveDraftHold } from "@/features/league-admin/lib/draft/live-draft-hold";
import { SimulationNote } from "./simulation-note";

interface RoundRobinCardProps {
  league: UserLeague;
  readiness: ReadinessSummary | undefined;
  /** A final draft exists: executing again is a re-do, behind a confirm prompt. */
  hasFinalDraft: boolean;
  /** Active members with no picks at all: the reason a draft ends short that no order fixes. */
  withoutPicks: string[];
}

/** product.md §2 'Round Robin Draft' (draft mode only): simulate, review, execute; reset; re-do after an execution. */
export function RoundRobinCard({ league, readiness, hasFinalDraft, withoutPicks }: RoundRobinCardProps) {
  const { simulation } = useCurrentSimulation(league.id);
  const { busy, progress, simulate, reset, reorder } = useDraftActions(league.id, DASHBOARD_WORDING);
  const [executeOpen, setExecuteOpen] = useState(false);
  const [redoPrompt, setRedoPrompt] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [executing, setExecuting] = useState(false);

  const working = busy !== null || executing;
  const canSimulate = (readiness?.active ?? 0) > 0 && !working;
  // An out-of-date simulation would be refused: the note under the buttons says why and what to do.
  // One draft at a time: a live draft set up, running or finishing decides the picks; simulating stays open.
  const held = useLiveDraftHold(league.id);
  const canExecute = !!simulation && !simulation.outOfDate && (readiness?.ready ?? 0) > 0 && !working && !held;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Round Robin Draft</CardTitle>
        <CardDescription>
          Three snake rounds (1→N, N→1, 1→N); each turn takes the member's highest-ranked player still free. Simulate and review before
          executing.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <Button onClick={simulate} disabled={!canSimulate}>
            {simulation ? <RefreshCw aria-hidden /> : <Play aria-hidden />}
            {busy === "simulate" ? "Simulating..." : simulation ? "Re-simulate Draft" : "Simulate Draft"}
          </Button>
          {hasFinalDraft ? (
            <Button variant="destructive" disabled={!canExecute} onClick={() => setRedoPrompt(true)}>
              <RotateCcw aria-hidden /> Re-do Draft
            </Button>
          ) : (
            <Button variant="destructive" disabled={!canExecute} onClick={() => setExecuteOpen(true)}>
              <Rocket aria-hidden /> {executing ? "Executing..." : "Execute Draft & Go Live"}
            </Button>
          )}
          <Button variant="outline" onClick={reset} disabled={!simulation || working}>
            {busy === "reset" ? "Resetting..." : "Reset Simulation"}
          </Button>
          <Button variant="outline" onClick={reorder} disabled={working || (readiness?.active ?? 0) === 0}>
            <Shuffle aria-hidden /> {busy === "reorder" ? "Randomizing..." : "Re-randomize Order"}
          </Button>
          <Button variant="ghost" onClick={() => setArchiveOpen(true)} disabled={working || (readiness?.incomplete ?? 0) === 0}>
            <Archive aria-hidden /> Archive Users
          </Button>
        </div>
        {held && (
          <p data-testid="execute-held" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            {held}
          </p>
        )}
        {busy === "simulate" && <RunProgress title="Simulating the draft..." progress={progress} />}
        {!simulation && (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
            No simulation yet. Simulate the draft to see who would get which players; nothing is final until you execute.
            {hasFinalDraft && " A final draft already exists: simulate, then Re-do Draft to replace it."}
          </p>
        )}
        {simulation && (
          <>
            <SimulationNote simulation={simulation} />
            <ConflictsWarning auditLog={simulation.auditLog} withoutPicks={withoutPicks} />
            <AuditLogPanel auditLog={simulation.auditLog} leagueId={league.id} />
          </>
        )}
      </CardContent>
      <ExecuteDialog
        league={league}
        open={executeOpen}
        onOpenChange={setExecuteOpen}
        redo={hasFinalDraft}
        wording={DASHBOARD_WORDING}
        onExecutingChange={setExecuting}
      />
      <ConfirmDialog
        open={redoPrompt}
        onOpenChange={setRedoPrompt}
        destructive
        title="Re-do the draft?"
        description="Every member's final picks will be replaced by the simulation you reviewed, and the league goes live again."
        confirmLabel="Continue"
        onConfirm={() => {
          setRedoPrompt(false);
          setExecuteOpen(true);
        }}
      />
      <SmartArchivalDialog leagueId={league.id} open={archiveOpen} onOpenChange={setArchiveOpen} />
    </Card>
  );
}
