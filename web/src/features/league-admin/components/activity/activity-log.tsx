import { History, RefreshCw } from "lucide-react";
import { useState } from "react";
import type { ActivityFilter } from "@shared/activity-filter";
import { ACTIVITY_COMPACT_COUNT } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useActivityLogs, type ActivityEntry } from "@/features/league-admin/lib/activity/get-activity-logs";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { visibleEntries } from "@/features/league-admin/lib/activity/activity-query";
import { ActivityDetailDialog } from "./activity-detail-dialog";
import { ActivityEntries } from "./activity-entries";
import { ActivityEntryRow } from "./activity-entry-row";
import { ActivityFilters } from "./activity-filters";

interface ActivityLogProps {
  leagueId: string;
  /** Only the latest ten entries (product.md §9), for a card beside other tools. */
  compact?: boolean;
  /** Defaults to 'Activity Log'; the enhanced screen names the league. */
  title?: string;
}

const NO_FILTER: Required<ActivityFilter> = { search: "", severity: "all", category: "all" };

/** A league's activity log (product.md §2 'activity log component'): search, severity and category, entries, details. */
export function ActivityLog({ leagueId, compact = false, title = "Activity Log" }: ActivityLogProps) {
  const [filter, setFilter] = useState(NO_FILTER);
  const search = useDebouncedValue(filter.search);
  const { entries, error, isLoading, isValidating, mutate } = useActivityLogs(leagueId, { ...filter, search });
  const [open, setOpen] = useState<ActivityEntry | null>(null);
  const shown = entries ? visibleEntries(entries, compact) : undefined;
  const filtered = filter.search.trim() !== "" || filter.severity !== "all" || filter.category !== "all";

  return (
    <Card data-testid="activity-log">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2">
            <History className="size-4.5 text-navy-500" aria-hidden />
            {title}
          </CardTitle>
          <CardDescription>
            {compact
              ? `The ${ACTIVITY_COMPACT_COUNT} latest actions in this league.`
              : "Every user, admin and system action in this league."}
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon" aria-label="Refresh activity log" onClick={() => void mutate()}>
          <RefreshCw className={isValidating ? "animate-spin" : undefined} />
        </Button>
      </CardHeader>
      <div className="px-4 pb-3 sm:px-5">
        <ActivityFilters filter={filter} onChange={setFilter} />
      </div>
      <div className="border-t border-slate-100">
        {error ? (
          <p className="p-5 text-sm text-red-700">Failed to load the activity log.</p>
        ) : isLoading && !shown ? (
          <div className="space-y-3 p-5" aria-label="Loading activity">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : shown && shown.length > 0 ? (
          compact ? (
            <ul aria-label="Activity entries" className="divide-y divide-slate-100">
              {shown.map((entry) => (
                <ActivityEntryRow key={entry.id} entry={entry} onOpen={() => setOpen(entry)} />
              ))}
            </ul>
          ) : (
            <ActivityEntries entries={shown} onOpen={setOpen} />
          )
        ) : (
          <p className="p-5 text-center text-sm text-slate-500">
            {filtered ? "No activity matches these filters." : "No league activities logged yet"}
          </p>
        )}
      </div>
      <ActivityDetailDialog entry={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
