import { Trophy } from "lucide-react";
import { cn } from "@/lib/cn";

/** Treble's mark: a trophy on pitch green, with the word beside it unless `compact`. */
export function Logo({ className, tone = "dark", compact }: { className?: string; tone?: "dark" | "light"; compact?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-pitch-400 to-pitch-700 text-white shadow-sm">
        <Trophy className="size-4.5" aria-hidden />
      </span>
      {!compact && (
        <span className={cn("text-lg font-extrabold tracking-tight", tone === "light" ? "text-white" : "text-navy-900")}>Treble</span>
      )}
    </span>
  );
}
