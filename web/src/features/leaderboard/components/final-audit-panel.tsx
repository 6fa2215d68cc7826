import { memo, type ReactNode } from "react";
import { ClipboardList } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFinalAuditLog } from "../api/get-final-audit-log";
import { formatBoardDate } from "../lib/refresh-label";
import { plural } from "@shared/text";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

interface AuditSummary {
  executedBy: string;
  executedAt: string;
  participantCount: number;
}

/** product.md §2 'Leaderboard (desktop)': once a league is live, everyone can see how the draft that made it live ran. */
export const FinalAuditPanel = memo(function FinalAuditPanel({ leagueId }: { leagueId: string }) {
  const { LogBox } = useLeaderboardPieces();
  const { audit, error } = useFinalAuditLog(leagueId, true);
  if (error || !audit) return null;
  return (
    <AuditCard
      title={audit.kind === "window" ? "January Window Draft Audit" : "Final Draft Audit"}
      audit={audit}
      testId="final-audit-panel"
    >
      <LogBox
        log={audit.auditLog}
        leagueId={leagueId}
        label={audit.kind === "window" ? "January window draft audit log" : "Final draft audit log"}
        rows={13}
      />
    </AuditCard>
  );
});

/** One executed draft's audit: who ran it, when, for how many, and its log (the `children`) behind a toggle (the live board and a past season's). */
export function AuditCard({
  title,
  audit,
  testId,
  children,
}: {
  title: string;
  audit: AuditSummary;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardList className="size-4.5 text-pitch-600" aria-hidden /> {title}
        </CardTitle>
        <CardDescription>
          Executed by {audit.executedBy} on {formatBoardDate(new Date(audit.executedAt))} · {plural(audit.participantCount, "participant")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <details className="group rounded-lg border border-slate-200">
          <summary className="cursor-pointer select-none px-3 py-2 text-sm font-semibold text-navy-800 hover:bg-slate-50">
            Show the draft audit log
          </summary>
          <div className="border-t border-slate-200 p-3">{children}</div>
        </details>
      </CardContent>
    </Card>
  );
}
