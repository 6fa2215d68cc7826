import { ChevronRight } from "lucide-react";
import type { LiHTMLAttributes, Ref } from "react";
import type { ActivityEntry } from "@/features/league-admin/lib/activity/get-activity-logs";
import { categoryLabel } from "@/features/league-admin/lib/activity/activity-query";
import { formatTimestamp } from "@/features/league-admin/lib/activity/format-timestamp";
import { actionLabel, readableDetails } from "@/features/league-admin/lib/activity/readable-entry";
import { SeverityBadge } from "./severity-badge";

interface ActivityEntryRowProps extends LiHTMLAttributes<HTMLLIElement> {
  entry: ActivityEntry;
  onOpen: () => void;
  /** A windowed list's measuring ref. */
  ref?: Ref<HTMLLIElement>;
}

/** One entry as a button: what happened, who, when; the whole row opens the details. */
export function ActivityEntryRow({ entry, onOpen, ...item }: ActivityEntryRowProps) {
  return (
    <li {...item}>
      <button
        type="button"
        onClick={onOpen}
        data-testid="activity-entry"
        className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm font-semibold text-navy-800">{actionLabel(entry.actionType)}</span>
            <SeverityBadge severity={entry.severity} />
            <span className="text-xs text-slate-500">{categoryLabel(entry.category)}</span>
          </div>
          {/* Two lines in the list; the whole line is in the title here and in the entry's details a tap away. */}
          <p className="mt-1 line-clamp-2 text-sm text-slate-700" title={readableDetails(entry.actionDetails)}>
            {readableDetails(entry.actionDetails)}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            <span className="font-medium text-slate-700">{entry.username}</span> ·{" "}
            <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
          </p>
        </div>
        <ChevronRight className="mt-1 size-4 shrink-0 text-slate-500" aria-hidden />
      </button>
    </li>
  );
}
