import * as Collapsible from "@radix-ui/react-collapsible";
import { CheckCircle2, ChevronDown, Loader2, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatStepTime } from "../lib/format";
import type { ProcessLine, ProcessState } from "../lib/process-log";

const STATE_BADGE = {
  idle: { label: "Not run yet", variant: "neutral" },
  running: { label: "Running", variant: "navy" },
  completed: { label: "Completed", variant: "live" },
  failed: { label: "Failed", variant: "destructive" },
} as const;

const TONE = { info: "text-navy-100", success: "text-pitch-300", error: "text-red-300" };

interface ProcessLogProps {
  state: ProcessState;
  lines: ProcessLine[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The goals refresh's process log (product.md §2 'Creator panel' controls card), folded away until a run starts. */
export function ProcessLog({ state, lines, open, onOpenChange }: ProcessLogProps) {
  const badge = STATE_BADGE[state];
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="rounded-xl border border-slate-200" data-testid="process-log">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 px-3 py-2.5 text-left">
        <span className="text-sm font-semibold text-slate-900">Goals refresh process log</span>
        <span className="flex items-center gap-2">
          <Badge variant={badge.variant} data-testid="process-state">
            {state === "running" && <Loader2 className="size-3 animate-spin" aria-hidden />}
            {state === "completed" && <CheckCircle2 className="size-3" aria-hidden />}
            {state === "failed" && <XCircle className="size-3" aria-hidden />}
            {badge.label}
          </Badge>
          <ChevronDown className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ol
          aria-live="polite"
          aria-label="Process log"
          className="mx-3 mb-3 max-h-56 overflow-auto rounded-lg bg-navy-950 p-3 font-mono text-xs leading-relaxed"
        >
          {lines.length === 0 && <li className="text-navy-300">Run Refresh Weekly Goals to see its steps here.</li>}
          {lines.map((line, i) => (
            <li key={`${line.at}-${i}`} className={cn("flex gap-2", TONE[line.tone])}>
              <time dateTime={line.at} className="shrink-0 text-navy-400">
                {formatStepTime(line.at)}
              </time>
              <span className="min-w-0 break-words">{line.message}</span>
            </li>
          ))}
        </ol>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
