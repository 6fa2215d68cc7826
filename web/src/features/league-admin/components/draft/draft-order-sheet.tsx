import { Shuffle } from "lucide-react";
import { SELECTIONS_PER_USER } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { EdgeSheet } from "@/components/ui/edge-sheet";
import { cn } from "@/lib/cn";
import type { DraftUser } from "@shared/contract/responses";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

interface DraftOrderSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  users: DraftUser[] | undefined;
  side: "bottom" | "right";
  onReorder?: () => void;
  reordering?: boolean;
}

/** The league's draft order as the server keeps it; archived members have no place in it. */
export function DraftOrderSheet({ open, onOpenChange, users, side, onReorder, reordering }: DraftOrderSheetProps) {
  const ordered = (users ?? []).filter((u) => u.draftOrder !== null);
  const unordered = (users ?? []).filter((u) => u.draftOrder === null && u.isActive);
  return (
    <EdgeSheet
      open={open}
      onOpenChange={onOpenChange}
      side={side}
      title="Draft Order"
      description="Round 1 picks in this order, round 2 in reverse, round 3 in this order again."
    >
      {ordered.length === 0 ? (
        <p className="text-sm text-slate-500">No order yet: it is drawn at random on the first simulation.</p>
      ) : (
        <ol className="space-y-2" aria-label="Draft order">
          {ordered.map((u) => (
            <li key={u.id} className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-800 text-sm font-bold text-white">
                {u.draftOrder}
              </span>
              <WrapAtDots text={u.username} className="min-w-0 flex-1 font-medium text-slate-900" />
              <span
                className={cn(
                  "text-xs font-semibold tabular-nums",
                  u.tempPicksCount >= SELECTIONS_PER_USER ? "text-pitch-700" : "text-red-600",
                )}
              >
                {u.tempPicksCount}/{SELECTIONS_PER_USER}
              </span>
            </li>
          ))}
        </ol>
      )}
      {unordered.length > 0 && (
        <p className="mt-3 text-xs text-slate-500">
          Not numbered yet (joined or restored after the order was drawn): {unordered.map((u) => u.username).join(", ")}. The simulation's
          audit log shows the order actually used.
        </p>
      )}
      {onReorder && (
        <Button variant="outline" className="mt-4 w-full" onClick={onReorder} disabled={reordering}>
          <Shuffle aria-hidden /> {reordering ? "Randomizing..." : "Re-randomize Order"}
        </Button>
      )}
    </EdgeSheet>
  );
}
