import { AlertTriangle } from "lucide-react";
import { conflictLines, hasDraftConflicts } from "@/lib/draft/audit-log";

/** Spec §8.4: the red warning when the log says someone would end short. */
export function ConflictsWarning({ auditLog }: { auditLog: string | null | undefined }) {
  if (!hasDraftConflicts(auditLog)) return null;
  const lines = conflictLines(auditLog);
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden /> Draft conflicts detected: do not execute this draft
      </p>
      <p className="mt-1">Some members would not receive their full 3 picks. Re-randomize the draft order and simulate again.</p>
      <ul className="mt-2 list-inside list-disc space-y-0.5 font-mono text-xs">
        {lines.slice(0, 5).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {lines.length > 5 && <li>and {lines.length - 5} more in the audit log</li>}
      </ul>
    </div>
  );
}
