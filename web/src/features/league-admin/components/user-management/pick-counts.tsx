import { FINAL_PICKS_PER_USER, SELECTIONS_PER_USER } from "@shared/constants";
import { cn } from "@/lib/cn";
import { draftPicksText, finalPicksText } from "@/features/league-admin/lib/pick-status";

/** 'N/15 draft picks', green when complete and red otherwise (product.md §4's draft-mode colours). */
export const DraftPicksCount = ({ count }: { count: number }) => (
  <span
    className={cn("whitespace-nowrap text-sm font-medium tabular-nums", count >= SELECTIONS_PER_USER ? "text-pitch-700" : "text-red-600")}
  >
    {draftPicksText(count)}
  </span>
);

export const FinalPicksCount = ({ count, extra }: { count: number; extra: number }) => (
  <span
    className={cn(
      "whitespace-nowrap text-sm font-semibold tabular-nums",
      count >= FINAL_PICKS_PER_USER ? "text-pitch-700" : "text-slate-500",
    )}
  >
    {finalPicksText(count, extra)}
  </span>
);
