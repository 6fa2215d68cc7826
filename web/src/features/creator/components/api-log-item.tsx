import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import type { ApiLogEntry } from "../api/get-api-logs";
import { formatBytes, formatCreatorTime, formatMs } from "../lib/format";
import { isSuccessStatus, methodBadgeVariant } from "../lib/log-status";
import { Fact } from "./fact-line";

/** One API call: method, endpoint and status at a glance; who, when, how long and how big when opened. */
export function ApiLogItem({ log }: { log: ApiLogEntry }) {
  const ok = isSuccessStatus(log.status);
  return (
    <Collapsible.Root asChild>
      <li className="py-1" data-testid="api-log">
        <Collapsible.Trigger className="group flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-50">
          <Badge variant={methodBadgeVariant(log.status)} className="w-16 shrink-0 justify-center font-mono">
            {log.method}
          </Badge>
          <span className="min-w-0 flex-1 truncate font-mono text-xs text-slate-800 sm:text-sm" title={log.endpoint}>
            {log.endpoint}
          </span>
          <span className={cn("shrink-0 font-mono text-xs font-semibold", ok ? "text-pitch-700" : "text-red-700")}>{log.status}</span>
          <span className="hidden w-20 shrink-0 text-right text-xs text-slate-500 sm:block">{formatMs(log.duration)}</span>
          <ChevronDown className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <dl className="mx-2 mb-2 grid grid-cols-1 gap-x-6 rounded-lg bg-slate-50 px-3 py-2 sm:grid-cols-2">
            <Fact label="Username">{log.username || "-"}</Fact>
            <Fact label="Timestamp">{formatCreatorTime(log.timestamp)}</Fact>
            <Fact label="Status">{log.status}</Fact>
            <Fact label="Action">{log.userAction || "-"}</Fact>
            <Fact label="Route">{log.route || "-"}</Fact>
            <Fact label="Request id">{log.id}</Fact>
            <Fact label="Duration">{formatMs(log.duration)}</Fact>
            <Fact label="Response size">{formatBytes(log.responseSize)}</Fact>
            {log.errorMessage && (
              <div className="py-1 text-sm sm:col-span-2">
                <dt className="text-slate-500">Error message</dt>
                <dd className="mt-0.5 font-medium text-red-700 [overflow-wrap:anywhere]">{log.errorMessage}</dd>
              </div>
            )}
          </dl>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
