import { format } from "date-fns";
import { ClipboardList } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFinalAuditLog } from "../api/get-final-audit-log";
import { DATE_FORMAT } from "../lib/refresh-label";
import { plural } from "@shared/text";

/** Spec: once a league is live, everyone can see how the draft that made it live ran. */
export function FinalAuditPanel({ leagueId }: { leagueId: string }) {
  const { audit, error } = useFinalAuditLog(leagueId, true);
  if (error || !audit) return null;
  return (
    <Card data-testid="final-audit-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardList className="size-4.5 text-pitch-600" aria-hidden /> Final Draft Audit
        </CardTitle>
        <CardDescription>
          Executed by {audit.executedBy} on {format(new Date(audit.executedAt), DATE_FORMAT)} ·{" "}
          {plural(audit.participantCount, "participant")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <details className="group rounded-lg border border-slate-200">
          <summary className="cursor-pointer select-none px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-slate-50">
            Show the draft audit log
          </summary>
          <pre className="max-h-72 overflow-auto whitespace-pre-wrap border-t border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-700">
            {audit.auditLog}
          </pre>
        </details>
      </CardContent>
    </Card>
  );
}
