import { AlertTriangle } from "lucide-react";
import { hasDraftConflicts } from "@/features/league-admin/lib/draft/audit-log";
import type { AuditLogHead } from "@shared/contract/responses";
import { listOfNames } from "@shared/text";

/**
 * product.md §8.4: the red warning when the log says someone would end short. When members drafting
 * have no picks at all, that is why, and no draft order can fix it: it says to archive them
 * instead of re-randomizing.
 */
export function ConflictsWarning({ auditLog, withoutPicks = [] }: { auditLog: AuditLogHead | null | undefined; withoutPicks?: string[] }) {
  if (!auditLog || !hasDraftConflicts(auditLog)) return null;
  const { first: lines, count } = auditLog.conflicts;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden /> Draft conflicts detected: do not execute this draft
      </p>
      {withoutPicks.length > 0 ? (
        <p className="mt-1">
          Some members would not receive their full 3 picks: {listOfNames(withoutPicks)} {withoutPicks.length === 1 ? "has" : "have"} no
          picks, which no draft order can fix. Archive {withoutPicks.length === 1 ? "them" : "these members"} with Archive Users (or wait
          for their picks), then simulate again.
        </p>
      ) : (
        <p className="mt-1">Some members would not receive their full 3 picks. Re-randomize the draft order and simulate again.</p>
      )}
      <ul className="mt-2 list-inside list-disc space-y-0.5 font-mono text-xs">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {count > lines.length && <li>and {count - lines.length} more in the audit log</li>}
      </ul>
    </div>
  );
}
