import { Info } from "lucide-react";
import type { Simulation } from "@shared/contract/responses";
import { ConflictsWarning } from "./conflicts-warning";
import { DraftResultsTable } from "./draft-results-table";

/** After archiving, the draft changed: the admin sees the fresh simulation before it becomes final. */
export function ReviewPanel({ simulation }: { simulation: Simulation }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="flex gap-2 rounded-xl border border-navy-200 bg-navy-50 p-3 text-navy-800">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Users without picks were archived, so the draft was simulated again without them. Review the new result, then confirm to execute
          it.
        </span>
      </p>
      {simulation.archivedUsers.length > 0 && (
        <p className="text-slate-600">Sitting out: {simulation.archivedUsers.map((u) => u.username).join(", ")}</p>
      )}
      <ConflictsWarning auditLog={simulation.auditLog} />
      <DraftResultsTable results={simulation.draftResults} caption="New simulation results" />
    </div>
  );
}
