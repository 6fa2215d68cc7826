import { Check, Plus } from "lucide-react";
import { memo } from "react";
import type { Player } from "@shared/feed-types";
import { Button } from "@/components/ui/button";
import { PositionBadge } from "@/features/players/components/position-badge";
import { formatPrice } from "../lib/price";
import { plural } from "@shared/text";

interface PlayerRowProps {
  player: Player;
  chosen: boolean;
  full: boolean;
  onAdd: (playerId: number) => void;
}

/** One available player: position, name, club and price, season goals, and the add button. */
export const PlayerRow = memo(function PlayerRow({ player, chosen, full, onAdd }: PlayerRowProps) {
  return (
    <div className="flex h-full items-center gap-3 border-b border-slate-100 px-4" data-testid="player-row">
      <PositionBadge position={player.position} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{player.webName}</p>
        <p className="truncate text-xs text-slate-500">
          {player.teamName} · {formatPrice(player.nowCost)}
        </p>
      </div>
      <span
        className="shrink-0 rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold tabular-nums text-navy-700 ring-1 ring-inset ring-navy-100"
        title="Goals this season"
      >
        {plural(player.goalsScored, "goal")}
      </span>
      <Button
        size="icon"
        variant={chosen ? "ghost" : "outline"}
        aria-label={chosen ? `${player.webName} is in your squad` : `Add ${player.webName}`}
        disabled={chosen || full}
        onClick={() => onAdd(player.id)}
        className={chosen ? "text-pitch-600" : undefined}
      >
        {chosen ? <Check aria-hidden /> : <Plus aria-hidden />}
      </Button>
    </div>
  );
});
