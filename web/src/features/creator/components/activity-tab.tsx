import type { LeagueActivityEntry } from "@shared/contract/responses";
import { Badge } from "@/components/ui/badge";
import { PageList } from "@/components/ui/page-list";
import { Skeleton } from "@/components/ui/skeleton";
import { getLeagueActivity, useLeagueActivity } from "../api/get-league-activity";
import { useListRefresh } from "../hooks/use-list-refresh";
import { countOf, formatCreatorTime } from "../lib/format";
import { EmptyText, LoadFailed } from "./empty-text";
import { TabCard } from "./tab-card";

const hasMetadata = (metadata: unknown) =>
  metadata !== null && metadata !== undefined && !(typeof metadata === "object" && Object.keys(metadata).length === 0);

/** Activity tab: what happened in every league, newest first, with each entry's metadata as JSON. */
export function ActivityTab() {
  const { activity, error, isLoading, mutate } = useLeagueActivity();
  const { refreshing, refresh } = useListRefresh(mutate, getLeagueActivity);

  return (
    <TabCard
      title="League Activity"
      summary={activity ? `${countOf(activity.length, "latest entry", "latest entries")} across all leagues` : undefined}
      onRefresh={() => void refresh()}
      refreshing={refreshing}
    >
      {isLoading && <Skeleton className="h-48" />}
      {error && !activity && <LoadFailed>Failed to load the league activity.</LoadFailed>}
      {activity && activity.length === 0 && <EmptyText>No league activities logged yet</EmptyText>}
      {activity && activity.length > 0 && <ActivityEntries activity={activity} />}
    </TabCard>
  );
}

/** An entry without metadata is about this tall; each measures itself. */
const ENTRY_ESTIMATE_PX = 100;

/** Up to 300 entries, each maybe with a block of JSON: only those near the screen are rendered. */
function ActivityEntries({ activity }: { activity: LeagueActivityEntry[] }) {
  return (
    <PageList
      items={activity}
      getKey={(a) => a.id}
      estimate={ENTRY_ESTIMATE_PX}
      label="League activity"
      itemClassName="space-y-1.5 py-3"
      itemTestId="activity-entry"
      renderItem={(a) => (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Badge variant="navy" className="font-mono">
              {a.actionType}
            </Badge>
            <span className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{a.username || "-"}</span>
            <time dateTime={a.timestamp} className="text-xs text-slate-500 sm:ml-auto">
              {formatCreatorTime(a.timestamp)}
            </time>
          </div>
          <p className="text-sm text-slate-700 wrap-anywhere">{a.actionDetails}</p>
          <p className="truncate text-xs text-slate-500" title={`League ${a.leagueId}`}>
            League <span className="font-mono">{a.leagueId}</span>
          </p>
          {hasMetadata(a.metadata) && (
            <pre className="max-h-48 overflow-auto rounded-lg bg-slate-50 p-2 font-mono text-xs text-slate-700">
              {JSON.stringify(a.metadata, null, 2)}
            </pre>
          )}
        </>
      )}
    />
  );
}
