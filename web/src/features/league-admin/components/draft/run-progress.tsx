import { Spinner } from "@/components/ui/spinner";
import type { RunProgress as Progress } from "@shared/contract/responses";

/** A running simulation or execution: what it is doing and how far it got, announced politely. */
export function RunProgress({ title, progress }: { title: string; progress: Progress | null }) {
  const step = progress?.step ?? 0;
  const of = progress?.of ?? 3;
  return (
    <div className="rounded-xl border border-navy-200 bg-navy-50 p-3 text-sm text-navy-800" role="status" aria-live="polite">
      <p className="flex items-center gap-2 font-semibold">
        <Spinner className="size-4 text-navy-700" label={title} /> {title}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-navy-100" aria-hidden>
        <div className="h-full rounded-full bg-navy-600 transition-all" style={{ width: `${Math.max(8, (100 * step) / of)}%` }} />
      </div>
      <p className="mt-1 text-xs text-navy-700">
        Step {step} of {of}: {progress?.label ?? "Starting"}
      </p>
    </div>
  );
}
