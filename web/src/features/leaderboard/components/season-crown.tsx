import { Crown } from "lucide-react";
import type { BoardRow } from "@shared/contract/responses";
import { crownLine, seasonChampions } from "@shared/season-winner";
import { cn } from "@/lib/cn";

/** A finished season's winner, named above its final table and on the season-over card. */
export function SeasonCrown({
  rows,
  seasonName,
  className,
}: {
  rows: readonly BoardRow[] | undefined;
  seasonName: string;
  className?: string;
}) {
  const line = rows ? crownLine(seasonChampions(rows), seasonName) : null;
  if (!line) return null;
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-xl bg-gold-400/20 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-gold-400/40 wrap-anywhere",
        className,
      )}
      data-testid="season-crown"
    >
      <Crown className="mt-0.5 size-4.5 shrink-0 text-amber-600" aria-hidden />
      {line}
    </p>
  );
}
