import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, FlaskConical } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { ApiError, failureToast } from "@/lib/api-error";
import { contract } from "@shared/contract/routes";
import { raiseTestError } from "../api/raise-test-error";
import { useLogPages } from "../hooks/use-log-pages";
import { countOf, formatCreatorTime } from "../lib/format";
import { EmptyText, LoadFailed } from "./empty-text";
import { LogPager, LogRangeSelect } from "./log-paging";
import { TabCard } from "./tab-card";
import { toasts } from "@shared/messages";

/**
 * Errors tab: every function's failures (API, jobs, rule targets, the draft worker) over a chosen
 * time range with their stacks, a page at a time, and a way to raise one on purpose to check the pipeline.
 */
export function ErrorsTab() {
  const view = useLogPages(contract.creator.errors);
  const { error, isLoading, refreshing, refresh } = view;
  const errors = view.page?.entries;
  const [raising, setRaising] = useState(false);

  const raise = async () => {
    setRaising(true);
    try {
      await raiseTestError();
    } catch (failure) {
      // The server answers the deliberate failure with the generic 500; anything else is a real refusal.
      if (failure instanceof ApiError && failure.status === 500) {
        toast(toasts.testErrorRaised);
        await refresh();
      } else if (!handledAsUnauthorized(failure)) {
        toast(failureToast(toasts.testErrorNotRaised, failure));
      }
    } finally {
      setRaising(false);
    }
  };

  return (
    <TabCard
      title="Errors"
      summary={errors ? `${countOf(errors.length, "error")} on this page` : undefined}
      onRefresh={() => void refresh()}
      refreshing={refreshing}
      actions={
        <>
          <LogRangeSelect value={view.range} onChange={view.setRange} />
          <Button variant="outline" size="sm" onClick={() => void raise()} disabled={raising}>
            <FlaskConical aria-hidden />
            Raise a test error
          </Button>
        </>
      }
    >
      {isLoading && <Skeleton className="h-48" />}
      {error && !errors && <LoadFailed>Failed to load the errors.</LoadFailed>}
      {errors && errors.length === 0 && <EmptyText>No errors logged</EmptyText>}
      {errors && errors.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Errors">
          {errors.map((e, i) => (
            <li key={`${e.id}-${e.timestamp}-${i}`} className="space-y-1.5 py-3" data-testid="error-entry">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Badge variant="destructive" className="font-mono">
                  {e.type}
                </Badge>
                <span className="min-w-0 truncate font-mono text-xs text-slate-600" title={e.endpoint}>
                  {e.endpoint}
                </span>
                <time dateTime={e.timestamp} className="text-xs text-slate-500 sm:ml-auto">
                  {formatCreatorTime(e.timestamp)}
                </time>
              </div>
              <p className="break-words text-sm font-medium text-slate-900">{e.message}</p>
              <Collapsible.Root>
                <Collapsible.Trigger className="group inline-flex items-center gap-1 text-xs font-medium text-navy-600 hover:text-navy-800">
                  Stack trace
                  <ChevronDown className="size-3.5 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-navy-950 p-3 font-mono text-xs leading-relaxed text-navy-100">
                    {e.stackTrace}
                  </pre>
                </Collapsible.Content>
              </Collapsible.Root>
            </li>
          ))}
        </ul>
      )}
      <LogPager pageNumber={view.pageNumber} newer={view.newer} older={view.older} />
    </TabCard>
  );
}
