import { Check, Plus } from "lucide-react";
import { memo } from "react";
import type { Player } from "@shared/feed-types";
import { plural } from "@shared/text";
import { Button } from "@/components/ui/button";
import { PositionBadge } from "@/components/ui/position-badge";
import { isDeparted, statusFlag, type StatusTone } from "@/features/picks/lib/player-status";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/features/picks/lib/price";

interface PlayerRowProps {
  player: Player;
  chosen: boolean;
  full: boolean;
  onAdd: (playerId: number) => void;
}

const FLAG_TONES: Record<StatusTone, string> = {
  red: "bg-red-50 text-red-700 ring-red-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  slate: "bg-slate-100 text-slate-600 ring-slate-200",
};

/**
 * One available player: position, name with the feed's injury or availability flag, club and
 * price, the feed's news line, season goals, and the add button (none for departed players).
 */
export const PlayerRow = memo(function PlayerRow({ player, chosen, full, onAdd }: PlayerRowProps) {
  const flag = statusFlag(player);
  const departed = isDeparted(player);
  return (
    <div
      className={cn("flex h-full items-center gap-3 border-b border-slate-100 px-4", departed && "bg-slate-50")}
      data-testid="player-row"
    >
      <PositionBadge position={player.position} />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-1.5">
          {/* Rows have one fixed height (the list is virtual), so a long name or team is cut short, whole in its title. */}
          <span
            className={cn("truncate text-sm font-semibold", departed ? "text-slate-500 line-through" : "text-slate-900")}
            title={player.webName}
          >
            {player.webName}
          </span>
          {flag && (
            <span className={cn("shrink-0 rounded px-1.5 py-px text-[11px] font-semibold ring-1 ring-inset", FLAG_TONES[flag.tone])}>
              {flag.label}
            </span>
          )}
        </p>
        <p className="truncate text-xs text-slate-500" title={`${player.teamName} · ${formatPrice(player.nowCost)}`}>
          {player.teamName} · {formatPrice(player.nowCost)}
        </p>
        {player.news && (
          <p className={cn("truncate text-xs", flag?.tone === "red" ? "text-red-700" : "text-amber-800")} title={player.news}>
            {player.news}
          </p>
        )}
      </div>
      <span className="flex shrink-0 flex-col items-end gap-0.5">
        <span
          className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold tabular-nums text-navy-700 ring-1 ring-inset ring-navy-100"
          title="Goals this season"
        >
          {plural(player.goalsScored, "goal")}
        </span>
        <span className="text-[11px] tabular-nums text-slate-500" title="Goals last season">
          {player.goalsLastSeason ?? "–"} last season
        </span>
      </span>
      <Button
        size="icon"
        variant={chosen ? "ghost" : "outline"}
        aria-label={
          chosen ? `${player.webName} is in your squad` : departed ? `${player.webName} has left the league` : `Add ${player.webName}`
        }
        disabled={chosen || full || departed}
        onClick={() => onAdd(player.id)}
        className={chosen ? "text-pitch-600" : undefined}
      >
        {chosen ? <Check aria-hidden /> : <Plus aria-hidden />}
      </Button>
    </div>
  );
});
