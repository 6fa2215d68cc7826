import { ChevronRight } from "lucide-react";
import { latestEntries, runLabel } from "@/features/league-admin/lib/draft/history";
import type { HistoryEntry } from "@shared/contract/responses";
import { StatusBadge, formatWhen } from "./history-dialog";
import { plural } from "@shared/text";

/** The latest 5 runs, newest first; a click opens the entry (product.md §9 'Draft history list'). */
export function HistoryList({ history, onOpen }: { history: HistoryEntry[] | undefined; onOpen: (entry: HistoryEntry) => void }) {
  const entries = latestEntries(history);
  if (entries.length === 0) return <p className="py-4 text-center text-sm text-slate-500">No simulations or executions yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Draft execution history">
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => onOpen(entry)}
            className="flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left hover:bg-slate-50"
          >
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                {runLabel(entry)} <StatusBadge entry={entry} />
              </span>
              <span className="block text-xs text-slate-500">
                {formatWhen(entry.timestamp)} · {plural(entry.participantCount, "participant")} · by {entry.executedByUsername}
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-slate-500" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
