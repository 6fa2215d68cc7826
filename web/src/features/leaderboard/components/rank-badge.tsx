import { cn } from "@/lib/cn";

const PODIUM = ["bg-gold-400 text-navy-950", "bg-slate-300 text-slate-800", "bg-amber-700/80 text-white"];

/** The league position; the top three in gold, silver and bronze. Three- and four-digit places widen it to a pill. */
export function PositionBadge({ position }: { position: number }) {
  return (
    <span
      className={cn(
        "inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-1 text-sm font-bold tabular-nums",
        PODIUM[position - 1] ?? "bg-slate-100 text-slate-600",
      )}
    >
      {position}
    </span>
  );
}
