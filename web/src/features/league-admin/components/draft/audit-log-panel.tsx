import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, ScrollText } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import type { AuditLogHead } from "@shared/contract/responses";
import { LogBox } from "@/features/league-admin/components/draft/log-box";

/** The collapsible Draft Audit Log under a simulation: closed by default, the log is long. */
export function AuditLogPanel({ auditLog, leagueId }: { auditLog: AuditLogHead; leagueId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-slate-200">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-800 hover:bg-slate-50">
        <span className="flex items-center gap-2">
          <ScrollText className="size-4 text-navy-500" aria-hidden /> Draft Audit Log
        </span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-4 pb-4">
        <LogBox log={auditLog} leagueId={leagueId} label="Draft Audit Log" rows={16} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
