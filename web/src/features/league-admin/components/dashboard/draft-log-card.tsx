import { format } from "date-fns";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LogBox } from "@/features/league-admin/components/draft/log-box";
import type { FinalAuditLog, Simulation } from "@shared/contract/responses";
import { plural } from "@shared/text";

/** product.md §2 'Draft Process Log or Final Draft Execution Log': the simulation's log while reviewing, else the executed one. */
export function DraftLogCard({
  leagueId,
  simulation,
  finalLog,
}: {
  leagueId: string;
  simulation: Simulation | null;
  finalLog: FinalAuditLog | null;
}) {
  if (simulation) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Draft Process Log</CardTitle>
          <CardDescription>The simulation under review, turn by turn. Click the log to copy it.</CardDescription>
        </CardHeader>
        <CardContent>
          <LogBox log={simulation.auditLog} leagueId={leagueId} label="Draft Process Log" />
        </CardContent>
      </Card>
    );
  }
  if (!finalLog) return null;
  // After the January window draft the league's picks (and so this log) are the window's.
  const title = finalLog.kind === "window" ? "January Window Draft Execution Log" : "Final Draft Execution Log";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          Executed by {finalLog.executedBy} on {format(new Date(finalLog.executedAt), "MMM dd, yyyy HH:mm")} with{" "}
          {plural(finalLog.participantCount, "participant")}. Click the log to copy it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LogBox log={finalLog.auditLog} leagueId={leagueId} label={title} />
      </CardContent>
    </Card>
  );
}
