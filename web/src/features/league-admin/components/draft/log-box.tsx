import { useVirtualizer } from "@tanstack/react-virtual";
import { Copy } from "lucide-react";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast-store";
import { useLogLines } from "@/features/league-admin/lib/draft/use-log-lines";
import type { AuditLogHead } from "@shared/contract/responses";
import { toasts } from "@shared/messages";

/** One line of the box (text-xs, leading-5); a long line wraps and is measured once drawn. */
const ROW_PX = 20;

/**
 * A read-only log that copies itself on click (product.md §2 'Draft Process Log'), for pasting into a chat.
 * A 10,000-member draft writes some 60,000 lines: the box draws only the lines in view and reads
 * the pages it scrolls to from the server; copying reads the rest first.
 */
export function LogBox({ log, leagueId, label, rows = 14 }: { log: AuditLogHead; leagueId: string; label: string; rows?: number }) {
  // A different run is a different log: start over rather than mix their pages.
  return <PagedLog key={log.runId} log={log} leagueId={leagueId} label={label} rows={rows} />;
}

function PagedLog({ log, leagueId, label, rows }: { log: AuditLogHead; leagueId: string; label: string; rows: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { lineAt, need, whole } = useLogLines(leagueId, log);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build does not run the React Compiler; the virtualizer re-renders the box itself
  const virtualizer = useVirtualizer({
    count: log.totalLines,
    getScrollElement: () => ref.current,
    estimateSize: () => ROW_PX,
    overscan: 20,
    initialRect: { width: 0, height: rows * ROW_PX },
  });
  const shown = virtualizer.getVirtualItems();
  const first = shown[0]?.index ?? 0;
  const last = shown.at(-1)?.index ?? 0;
  useEffect(() => need(first, last), [need, first, last]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await whole());
      toast({ ...toasts.logCopied(label), variant: "success" });
    } catch {
      toast({ ...toasts.logNotCopied, variant: "destructive" });
    }
  };
  // The hint sits in a bar of its own above the lines, at every width: laid over the box's corner, a
  // phone's wrapped lines ran under it.
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-950 has-[[role=log]:focus-visible]:outline-2 has-[[role=log]:focus-visible]:outline-pitch-600">
      <div className="flex justify-end border-b border-slate-800 px-2 py-1">
        <button
          type="button"
          onClick={copy}
          className="flex items-center gap-1 rounded px-1.5 py-0.5 text-[11px] text-slate-300 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-pitch-600"
        >
          <Copy className="size-3" aria-hidden /> Click to copy<span className="sr-only"> the {label}</span>
        </button>
      </div>
      <div
        ref={ref}
        role="log"
        aria-label={label}
        tabIndex={0}
        onClick={copy}
        onKeyDown={(e) => e.key === "Enter" && void copy()}
        title="Click to copy"
        style={{ height: rows * ROW_PX + 24 }}
        className="block w-full cursor-copy resize-y overflow-y-auto overscroll-contain p-3 font-mono text-xs leading-5 text-slate-100 outline-none"
      >
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {shown.map((row) => {
            const line = lineAt(row.index);
            return (
              <div
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                data-testid="log-line"
                className="absolute inset-x-0 min-h-5 whitespace-pre-wrap break-words"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                {line ?? <span className="text-slate-500">…</span>}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
