import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Trash2, Users } from "lucide-react";
import type { Player } from "@shared/feed-types";
import { SELECTIONS_PER_USER } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Squad } from "@/features/picks/lib/squad";
import { SquadItem } from "./squad-item";

interface SquadPanelProps {
  squad: Squad;
  playersById: Map<number, Player>;
  onDrop: (activeId: number, overId: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (playerId: number) => void;
  onClearAll: () => void;
  className?: string;
  /** Headings for another ranked list (the January window's candidates). */
  title?: string;
  subtitle?: string;
  emptyHint?: string;
  listLabel?: string;
}

const INSTRUCTIONS =
  "To reorder a player, press space or enter on its handle, move it with the up and down arrow keys, then press space or enter to drop it. Escape cancels.";

/** 'Your Squad': the ranked picks, highest priority first, reordered by drag, keyboard or arrows. */
export function SquadPanel({
  squad,
  playersById,
  onDrop,
  onMove,
  onRemove,
  onClearAll,
  className,
  title = "Your Squad",
  subtitle = "Ranked by priority: your first pick is tried first in the draft.",
  emptyHint = `Add ${SELECTIONS_PER_USER} players from the list, or let Random Picks fill your squad.`,
  listLabel = "Your squad",
}: SquadPanelProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => playersById.get(Number(id))?.webName ?? "Player";
  const rankOf = (id: unknown) => squad.indexOf(Number(id)) + 1;
  // Screen readers hear names and ranks, not dnd-kit's default "draggable item 123".
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, rank ${rankOf(active.id)} of ${squad.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over rank ${rankOf(over.id)}.` : `${nameOf(active.id)} is not over a rank.`,
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at rank ${rankOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} stays at rank ${rankOf(active.id)}.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(Number(active.id), Number(over.id));
  };

  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 p-4">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-xs text-slate-500">{subtitle}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={onClearAll} className="text-slate-600">
          <Trash2 aria-hidden />
          Clear All
        </Button>
      </div>
      {squad.length === 0 ? (
        <div className="px-6 py-12 text-center">
          <Users className="mx-auto size-8 text-slate-300" aria-hidden />
          <p className="mt-2 text-sm font-medium text-slate-700">No players selected yet</p>
          <p className="mt-1 text-xs text-slate-500">{emptyHint}</p>
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext items={squad as number[]} strategy={verticalListSortingStrategy}>
            <ol aria-label={listLabel} className="space-y-1.5 p-3">
              {squad.map((id, i) => (
                <SquadItem
                  key={id}
                  playerId={id}
                  player={playersById.get(id)}
                  rank={i + 1}
                  count={squad.length}
                  onMove={onMove}
                  onRemove={onRemove}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </Card>
  );
}
