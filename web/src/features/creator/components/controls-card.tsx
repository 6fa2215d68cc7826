import { Goal, Loader2, Users } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useGoalsRefresh } from "../hooks/use-goals-refresh";
import { usePlayersRefresh } from "../hooks/use-players-refresh";
import { countOf, formatCreatorTime } from "../lib/format";
import { ProcessLog } from "./process-log";

/** The controls card: run either feed refresh now; the goals refresh shows its steps as they were recorded. */
export function ControlsCard() {
  const players = usePlayersRefresh();
  const goals = useGoalsRefresh();
  const [logOpen, setLogOpen] = useState(false);

  const runGoals = () => {
    setLogOpen(true);
    void goals.run();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Controls</CardTitle>
        <CardDescription>Refresh from the official FPL feed now, outside the schedule.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="secondary" onClick={() => void players.run()} disabled={players.running}>
            {players.running ? <Loader2 className="animate-spin" aria-hidden /> : <Users aria-hidden />}
            Refresh Players Data
          </Button>
          <Button onClick={runGoals} disabled={goals.state === "running"}>
            {goals.state === "running" ? <Loader2 className="animate-spin" aria-hidden /> : <Goal aria-hidden />}
            Refresh Weekly Goals
          </Button>
        </div>
        <p className="text-xs text-slate-500" data-testid="players-refresh-result">
          {players.running ? (
            "Players refresh running..."
          ) : players.lastFailure ? (
            <span className="text-red-700">Players refresh failed: {players.lastFailure}</span>
          ) : players.lastRun ? (
            `Players refreshed ${formatCreatorTime(players.lastRun.finishedAt)}: ${countOf(players.lastRun.writes, "record")} written in ${players.lastRun.durationMs} ms.`
          ) : (
            "Players refresh daily on schedule; goals every 10 minutes."
          )}
        </p>
        <ProcessLog state={goals.state} lines={goals.lines} open={logOpen} onOpenChange={setLogOpen} />
        <p className="text-xs text-slate-500">
          If a refresh fails: 401 means log out and log in again, 403 means creator access is required, 500 is a server error (see the
          Errors tab).
        </p>
      </CardContent>
    </Card>
  );
}
