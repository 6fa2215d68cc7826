import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDown, ChevronUp, GripVertical, X } from "lucide-react";
import type { Player } from "@shared/feed-types";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface SquadItemProps {
  playerId: number;
  player: Player | undefined;
  rank: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (playerId: number) => void;
}

/** One ranked pick: a drag handle (mouse, touch or keyboard), up/down for one step, and remove. */
export function SquadItem({ playerId, player, rank, count, onMove, onRemove }: SquadItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: playerId });
  const name = player?.webName ?? `Player ${playerId}`;
  const index = rank - 1;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "relative flex items-center gap-2 rounded-xl border bg-white py-2 pl-1 pr-2",
        isDragging ? "z-10 border-pitch-400 shadow-lg" : "border-slate-200",
      )}
      data-testid="squad-item"
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Reorder ${name}`}
        className="flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span className="w-5 shrink-0 text-right text-sm font-bold tabular-nums text-slate-500">{rank}</span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900" data-testid="squad-name" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-slate-500" title={player ? `${player.teamName} · ${player.position}` : undefined}>
          {player ? `${player.teamName} · ${player.position}` : "Not in the feed"}
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ChevronUp aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ChevronDown aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8 text-slate-500 hover:text-red-600"
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(playerId)}
        >
          <X aria-hidden />
        </Button>
      </div>
    </li>
  );
}
