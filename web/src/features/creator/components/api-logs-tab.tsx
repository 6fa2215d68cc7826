import { Skeleton } from "@/components/ui/skeleton";
import { contract } from "@shared/contract/routes";
import { useLogPages } from "../hooks/use-log-pages";
import { countOf } from "../lib/format";
import { isSuccessStatus } from "../lib/log-status";
import { ApiLogItem } from "./api-log-item";
import { EmptyText, LoadFailed } from "./empty-text";
import { LogPager, LogRangeSelect } from "./log-paging";
import { TabCard } from "./tab-card";
import { toasts } from "@shared/messages";

/** API tab: the calls to the API over a chosen time range, newest first, a page at a time, each expandable. */
export function ApiLogsTab() {
  const view = useLogPages(contract.creator.logs, toasts.apiLogsRefreshed);
  const logs = view.page?.entries;
  const failures = logs?.filter((l) => !isSuccessStatus(l.status)).length ?? 0;

  return (
    <TabCard
      title="API Logs"
      summary={logs ? `${countOf(logs.length, "call")} on this page, ${failures} failed` : undefined}
      onRefresh={() => void view.refresh()}
      refreshing={view.refreshing}
      actions={<LogRangeSelect value={view.range} onChange={view.setRange} />}
    >
      {view.isLoading && <Skeleton className="h-48" />}
      {view.error && !logs && <LoadFailed>Failed to load the API logs.</LoadFailed>}
      {logs && logs.length === 0 && <EmptyText>No API logs available</EmptyText>}
      {logs && logs.length > 0 && (
        <ul className="-mx-2 divide-y divide-slate-100" aria-label="API logs">
          {logs.map((log) => (
            <ApiLogItem key={log.id} log={log} />
          ))}
        </ul>
      )}
      <LogPager pageNumber={view.pageNumber} newer={view.newer} older={view.older} />
    </TabCard>
  );
}
