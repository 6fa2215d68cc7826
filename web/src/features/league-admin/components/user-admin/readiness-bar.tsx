import { PROGRESS_BAR_CLASS, PROGRESS_TEXT_CLASS, progressTone } from "@/features/league-admin/lib/draft/readiness";
import { cn } from "@/lib/cn";

/** Draft Readiness percent and bar, coloured by product.md §9's thresholds. */
export function ReadinessBar({ percent }: { percent: number }) {
  const tone = progressTone(percent);
  return (
    <div>
      <p className={cn("text-3xl font-extrabold tabular-nums", PROGRESS_TEXT_CLASS[tone])}>{percent}%</p>
      <div
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Draft readiness"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={cn("h-full rounded-full transition-all", PROGRESS_BAR_CLASS[tone])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
