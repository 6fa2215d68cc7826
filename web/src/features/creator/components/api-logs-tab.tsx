import { Skeleton } from "@/components/ui/skeleton";
import { getApiLogs, useApiLogs } from "../api/get-api-logs";
import { useListRefresh } from "../hooks/use-list-refresh";
import { countOf } from "../lib/format";
import { isSuccessStatus } from "../lib/log-status";
import { ApiLogItem } from "./api-log-item";
import { EmptyText, LoadFailed } from "./empty-text";
import { TabCard } from "./tab-card";

/** API tab: the latest calls to the API, newest first, each expandable. */
export function ApiLogsTab() {
  const { logs, error, isLoading, mutate } = useApiLogs();
  const { refreshing, refresh } = useListRefresh(mutate, getApiLogs, "API Logs Refreshed");
  const failures = logs?.filter((l) => !isSuccessStatus(l.status)).length ?? 0;

  return (
    <TabCard
      title="API Logs"
      summary={logs ? `${countOf(logs.length, "latest call")}, ${failures} failed` : undefined}
      onRefresh={() => void refresh()}
      refreshing={refreshing}
    >
      {isLoading && <Skeleton className="h-48" />}
      {error && !logs && <LoadFailed>Failed to load the API logs.</LoadFailed>}
      {logs && logs.length === 0 && <EmptyText>No API logs available</EmptyText>}
      {logs && logs.length > 0 && (
        <ul className="-mx-2 divide-y divide-slate-100" aria-label="API logs">
          {logs.map((log) => (
            <ApiLogItem key={log.id} log={log} />
          ))}
        </ul>
      )}
    </TabCard>
  );
}
