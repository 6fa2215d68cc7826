import { ListOrdered, Play, RotateCcw, Rocket } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConflictsWarning } from "@/features/league-admin/components/draft/conflicts-warning";
import { RunProgress } from "@/features/league-admin/components/draft/run-progress";
import { formatWhen } from "@/features/league-admin/components/draft/history-dialog";
import { HistoryList } from "@/features/league-admin/components/draft/history-list";
import { ReadinessBar } from "./readiness-bar";
import type { DraftTabModel } from "./use-draft-tab";

/** Draft tab, desktop (product.md §2 'Enhanced User Management'): status overview, management buttons, the latest 5 runs. */
export function DraftTabDesktop({ league, model }: { league: UserLeague; model: DraftTabModel }) {
  const { readiness, lastExecution, actions, setDialog } = model;
  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="p-5">
          <p className="text-sm font-medium text-slate-500">Draft Readiness</p>
          <ReadinessBar percent={readiness.percent} />
          <p className="mt-2 text-xs text-slate-500">
            {readiness.ready} of {readiness.active} active members have 15 picks
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm font-medium text-slate-500">Participants</p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            <Count label="Active" value={readiness.active} tone="text-pitch-700" />
            <Count label="Archived" value={readiness.archived} tone="text-amber-700" />
            <Count label="Incomplete" value={readiness.incomplete} tone="text-red-600" />
          </dl>
        </Card>
        <Card className="p-5" data-testid="execution-status">
          <p className="text-sm font-medium text-slate-500">Execution Status</p>
          {lastExecution ? (
            <>
              <Badge variant="live" className="mt-2">
                Executed
              </Badge>
              <p className="mt-2 text-sm text-slate-700">{formatWhen(lastExecution.timestamp)}</p>
              <p className="text-xs text-slate-500">by {lastExecution.executedByUsername}</p>
            </>
          ) : (
            <>
              <Badge variant="neutral" className="mt-2">
                Not executed
              </Badge>
              <p className="mt-2 text-xs text-slate-500">Picks become final when you execute the draft.</p>
            </>
          )}
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Draft Management</CardTitle>
          <CardDescription>
            Simulate as often as you like; executing makes the reviewed simulation final and takes the league live.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button onClick={actions.simulate} disabled={!model.canSimulate}>
              <Play aria-hidden /> {actions.busy === "simulate" ? "Simulating..." : "Simulate Draft"}
            </Button>
            <Button variant="outline" onClick={() => setDialog("order")}>
              <ListOrdered aria-hidden /> View Draft Order
            </Button>
            <Button variant="destructive" onClick={() => setDialog("execute")} disabled={!model.canExecute || !!lastExecution}>
              <Rocket aria-hidden /> Execute Draft
            </Button>
            {lastExecution && (
              <Button variant="destructive" onClick={() => setDialog("re-execute-prompt")} disabled={!model.canExecute}>
                <RotateCcw aria-hidden /> Re-Execute
              </Button>
            )}
          </div>
          {actions.busy === "simulate" && <RunProgress title="Simulating the draft..." progress={actions.progress} />}
          {model.executeHint && <p className="text-xs text-slate-500">{model.executeHint}</p>}
          {league.isDraftMode && <ConflictsWarning auditLog={model.simulation?.auditLog} />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Draft Execution History</CardTitle>
          <CardDescription>The latest 5 simulations and executions. Open one for its results and audit log.</CardDescription>
        </CardHeader>
        <CardContent>
          <HistoryList history={model.history} onOpen={model.setOpenEntry} />
        </CardContent>
      </Card>
    </div>
  );
}

const Count = ({ label, value, tone }: { label: string; value: number; tone: string }) => (
  <div className="flex flex-col-reverse">
    <dt className="text-xs text-slate-500">{label}</dt>
    <dd className={`text-2xl font-bold tabular-nums ${tone}`}>{value}</dd>
  </div>
);
