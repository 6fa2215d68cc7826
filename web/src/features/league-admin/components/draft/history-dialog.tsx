import { format } from "date-fns";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useRunResults } from "@/features/league-admin/lib/draft/get-run-results";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { runLabel } from "@/features/league-admin/lib/draft/history";
import type { HistoryEntry } from "@shared/contract/responses";
import { DraftResultsTable } from "./draft-results-table";
import { LogBox } from "@/features/league-admin/components/draft/log-box";

export const formatWhen = (iso: string) => format(new Date(iso), "MMM dd, yyyy HH:mm");

/** One history entry in full (product.md §2 'Draft Execution History'): Summary, Results and Audit Log tabs. */
export function HistoryDialog({ leagueId, entry, onClose }: { leagueId: string; entry: HistoryEntry | null; onClose: () => void }) {
  return (
    <Dialog open={!!entry} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent title={`${runLabel(entry)}, ${formatWhen(entry.timestamp)}`} className="max-h-[90vh] max-w-2xl overflow-y-auto">
          <Tabs defaultValue="summary">
            <TabsList>
              <TabsTrigger value="summary">Summary</TabsTrigger>
              <TabsTrigger value="results">Results</TabsTrigger>
              <TabsTrigger value="audit">Audit Log</TabsTrigger>
            </TabsList>
            <TabsContent value="summary">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
                <Fact label="Type" value={runLabel(entry)} />
                <Fact label="Status" value={<StatusBadge entry={entry} />} />
                <Fact label="When" value={formatWhen(entry.timestamp)} />
                <Fact label="Participants" value={entry.participantCount} />
                <Fact label="Archived users" value={entry.archivedUserCount} />
                <Fact label="Processing time" value={entry.processingTimeMs === null ? "–" : `${entry.processingTimeMs} ms`} />
                <Fact label="Run by" value={entry.executedByUsername} />
                <Fact label="Every team complete" value={entry.ok ? "Yes" : "No"} />
                <Fact label="Seed" value={<span className="break-all font-mono text-xs">{entry.seed}</span>} />
              </dl>
              {entry.error && <p className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{entry.error}</p>}
            </TabsContent>
            <TabsContent value="results">
              <RunResults leagueId={leagueId} entry={entry} />
            </TabsContent>
            <TabsContent value="audit">
              {entry.auditLog.totalLines > 0 ? (
                <LogBox log={entry.auditLog} leagueId={leagueId} label="Audit Log" rows={16} />
              ) : (
                <p className="text-sm text-slate-500">This run stopped before writing a log.</p>
              )}
            </TabsContent>
          </Tabs>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The entry's results, read when the dialog opens (the history lists runs without them). */
function RunResults({ leagueId, entry }: { leagueId: string; entry: HistoryEntry }) {
  const { results, error } = useRunResults(leagueId, entry.id);
  if (error)
    return <p className="py-4 text-center text-sm text-red-700">The results could not be loaded. Close and open the entry to try again.</p>;
  if (!results) return <Skeleton className="h-40" aria-label="Loading the results" />;
  return <DraftResultsTable results={results} caption="Draft results" />;
}

export function StatusBadge({ entry }: { entry: HistoryEntry }) {
  if (entry.status === "failed") return <Badge variant="draft">Failed</Badge>;
  if (entry.status === "running") return <Badge variant="neutral">Running</Badge>;
  return <Badge variant="live">Completed</Badge>;
}

const Fact = ({ label, value }: { label: string; value: ReactNode }) => (
  <div>
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
    <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
  </div>
);
