import { Copy } from "lucide-react";
import { toast } from "@/components/ui/toast-store";
import { toasts } from "@shared/messages";

/** A read-only log that copies itself on click (spec 'Draft Process Log'), for pasting into a chat. */
export function LogBox({ log, label, rows = 14 }: { log: string; label: string; rows?: number }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(log);
      toast({ ...toasts.logCopied(label), variant: "success" });
    } catch {
      toast({ ...toasts.logNotCopied, variant: "destructive" });
    }
  };
  return (
    <div className="relative">
      <textarea
        readOnly
        aria-label={label}
        value={log}
        rows={rows}
        onClick={copy}
        title="Click to copy"
        className="block w-full cursor-copy resize-y rounded-xl border border-slate-200 bg-slate-950 p-3 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-pitch-500"
      />
      <span className="pointer-events-none absolute right-3 top-2 flex items-center gap-1 rounded bg-slate-800/80 px-1.5 py-0.5 text-[11px] text-slate-300">
        <Copy className="size-3" aria-hidden /> Click to copy
      </span>
    </div>
  );
}
