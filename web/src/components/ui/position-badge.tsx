import { cn } from "@/lib/cn";

const TONES: Record<string, string> = {
  GKP: "bg-amber-100 text-amber-800",
  DEF: "bg-sky-100 text-sky-800",
  MID: "bg-pitch-100 text-pitch-800",
  FWD: "bg-rose-100 text-rose-800",
};

/** The feed's position code in a small coloured chip, so a list can be scanned by position. */
export const PositionBadge = ({ position, className }: { position: string; className?: string }) => (
  <span
    className={cn(
      "inline-flex w-10 shrink-0 justify-center rounded-md py-0.5 text-[11px] font-bold tracking-wide",
      TONES[position] ?? "bg-slate-100 text-slate-700",
      className,
    )}
  >
    {position}
  </span>
);
