import { SELECTIONS_PER_USER } from "@shared/constants";
import { cn } from "@/lib/cn";
import { pickStatusLabel } from "../lib/goal-marker";

/** Draft mode only: 'Complete' in green at 15 selections, otherwise 'n/15' in red. */
export function PickStatusCell({ selectedCount }: { selectedCount: number }) {
  const { label, complete } = pickStatusLabel(selectedCount, SELECTIONS_PER_USER);
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        complete ? "bg-pitch-50 text-pitch-700 ring-pitch-200" : "bg-red-50 text-red-700 ring-red-200",
      )}
    >
      {label}
    </span>
  );
}
