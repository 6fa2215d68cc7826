import { placeInWords } from "@shared/places";
import { cn } from "@/lib/cn";

const PODIUM = ["bg-gold-400 text-navy-950", "bg-slate-300 text-slate-800", "bg-amber-800 text-white"];

/**
 * The league position; the top three in gold, silver and bronze (a bronze dark enough for white
 * text at 4.5:1, "=3" included). Three- and four-digit places widen it to a pill. A place others
 * share shows "=1" and is read "joint 1st".
 */
export function PositionBadge({ position, shared = false }: { position: number; shared?: boolean }) {
  return (
    <span
      className={cn(
        "inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-1 text-sm font-bold tabular-nums",
        PODIUM[position - 1] ?? "bg-slate-100 text-slate-600",
      )}
      title={shared ? placeInWords(position, shared) : undefined}
    >
      <span aria-hidden>
        {shared && "="}
        {position}
      </span>
      <span className="sr-only">{placeInWords(position, shared)}</span>
    </span>
  );
}
