import type { ReactNode } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { ActivityEntry } from "@/features/league-admin/lib/activity/get-activity-logs";
import { categoryLabel } from "@/features/league-admin/lib/activity/activity-query";
import { formatTimestamp } from "@/features/league-admin/lib/activity/format-timestamp";
import { actionLabel, readableDetails } from "@/features/league-admin/lib/activity/readable-entry";
import { SeverityBadge } from "./severity-badge";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything recorded for one entry, metadata as formatted JSON (product.md §2 'detail dialog'). */
export function ActivityDetailDialog({ entry, onClose }: { entry: ActivityEntry | null; onClose: () => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry && (
        <DialogContent title="Activity Details" size="lg">
          <dl className="divide-y divide-slate-100">
            <Field label="Action">
              <span className="font-semibold">{actionLabel(entry.actionType)}</span>
            </Field>
            <Field label="Details">{readableDetails(entry.actionDetails)}</Field>
            <Field label="User">{entry.username}</Field>
            <Field label="Time">{formatTimestamp(entry.timestamp)}</Field>
            <Field label="Severity">
              <SeverityBadge severity={entry.severity} />
            </Field>
            <Field label="Category">{categoryLabel(entry.category)}</Field>
            <Field label="IP address">{entry.ipAddress ?? "-"}</Field>
            <Field label="User agent">
              <span className="text-xs text-slate-600">{entry.userAgent ?? "-"}</span>
            </Field>
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">Metadata</h3>
          <pre
            data-testid="activity-metadata"
            className="mt-2 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-navy-950 p-3 font-mono text-xs leading-relaxed text-pitch-100"
          >
            {JSON.stringify(entry.metadata, null, 2)}
          </pre>
        </DialogContent>
      )}
    </Dialog>
  );
}
