import { Archive, ListOrdered, Play, RotateCcw, Rocket, type LucideIcon } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { IconRow } from "@/components/ui/icon-row";
import { ConflictsWarning } from "@/features/league-admin/components/draft/conflicts-warning";
import { RunProgress } from "@/features/league-admin/components/draft/run-progress";
import { formatWhen } from "@/features/league-admin/components/draft/history-dialog";
import { HistoryList } from "@/features/league-admin/components/draft/history-list";
import { DraftStateCard } from "./draft-state-card";
import { ReadinessBar } from "./readiness-bar";
import type { DraftTabModel } from "./use-draft-tab";

/** Draft tab, phone (product.md §2 'Enhanced User Management'): Draft Status, Draft Actions, Management Tools and the state card. */
export function DraftTabMobile({ league, model, executing }: { league: UserLeague; model: DraftTabModel; executing: boolean }) {
  const { readiness, lastExecution, actions, setDialog } = model;
  return (
    <div className="space-y-4">
      <DraftStateCard
        executing={executing}
        isDraftMode={league.isDraftMode}
        hasFinalDraft={!!lastExecution}
        incomplete={readiness.incomplete}
      />

      <Card className="p-4" aria-label="Draft Status">
        <h3 className="font-semibold text-slate-900">Draft Status</h3>
        <div className="mt-3">
          <ReadinessBar percent={readiness.percent} />
        </div>
        <p className="mt-2 text-sm text-slate-600">
          {readiness.active} active · {readiness.archived} archived · {readiness.incomplete} incomplete
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-600" data-testid="execution-status">
          {lastExecution ? (
            <>
              <Badge variant="live">Executed</Badge> {formatWhen(lastExecution.timestamp)}
            </>
          ) : (
            <Badge variant="neutral">Not executed</Badge>
          )}
        </p>
      </Card>

      <Card className="space-y-2 p-4" aria-label="Draft Actions">
        <h3 className="font-semibold text-slate-900">Draft Actions</h3>
        <Button className="w-full" size="lg" onClick={actions.simulate} disabled={!model.canSimulate}>
          <Play aria-hidden /> {actions.busy === "simulate" ? "Simulating..." : "Simulate Draft"}
        </Button>
        {lastExecution ? (
          <Button
            className="w-full"
            size="lg"
            variant="destructive"
            onClick={() => setDialog("re-execute-prompt")}
            disabled={!model.canExecute}
          >
            <RotateCcw aria-hidden /> Re-Execute
          </Button>
        ) : (
          <Button className="w-full" size="lg" variant="destructive" onClick={() => setDialog("execute")} disabled={!model.canExecute}>
            <Rocket aria-hidden /> {executing ? "Executing..." : "Execute Draft"}
          </Button>
        )}
        {actions.busy === "simulate" && <RunProgress title="Simulating the draft..." progress={actions.progress} />}
        {model.executeHint && <p className="text-xs text-slate-500">{model.executeHint}</p>}
        {league.isDraftMode && <ConflictsWarning auditLog={model.simulation?.auditLog} />}
      </Card>

      <Card className="p-2" aria-label="Management Tools">
        <h3 className="px-2 pt-2 font-semibold text-slate-900">Management Tools</h3>
        <Tool icon={ListOrdered} label="Draft Order" text="Who picks when" onClick={() => setDialog("order")} />
        {league.isDraftMode && (
          <Tool
            icon={Archive}
            label="Archive Users"
            text={`${readiness.incomplete} without 15 picks`}
            onClick={() => setDialog("archive")}
            disabled={readiness.incomplete === 0}
          />
        )}
      </Card>

      <Card className="p-4">
        <h3 className="font-semibold text-slate-900">Recent Runs</h3>
        <HistoryList history={model.history} onOpen={model.setOpenEntry} />
      </Card>
    </div>
  );
}

function Tool({
  icon,
  label,
  text,
  onClick,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  text: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="group flex w-full items-center gap-3 rounded-xl px-2 py-3 text-left hover:bg-slate-50 disabled:opacity-50"
    >
      <IconRow icon={icon} title={label} text={text} tone="navy" />
    </button>
  );
}
