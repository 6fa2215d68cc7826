import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDown, ChevronUp, GripVertical } from "lucide-react";
import { useMemo } from "react";
import type { LiveDraftView } from "@shared/contract/responses";
import type { Player } from "@shared/feed-types";
import { toasts } from "@shared/messages";
import { toast } from "@/components/ui/toast-store";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { failureToast } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { usePlayers } from "../api/players";
import { saveQueue, useMyQueue } from "../api/my-queue";

interface MyQueueProps {
  leagueId: string;
  view: LiveDraftView;
  /** Read the draft again: who autopick would take follows the new order. */
  onSaved: () => void;
}

/**
 * The member's own ranked 15, the queue autopick takes from: players already taken are struck
 * through with who took them; the rest can be dragged (or moved with the arrows) during the draft.
 */
export function MyQueue({ leagueId, view, onSaved }: MyQueueProps) {
  const { queue, mutate } = useMyQueue(leagueId);
  const { players } = usePlayers(leagueId);
  const byId = useMemo(() => new Map((players ?? []).map((p) => [p.id, p])), [players]);
  const takenBy = useMemo(() => {
    const names = new Map(view.order.map((o) => [o.participantId, o.username]));
    return new Map(view.picks.filter((p) => p.playerId !== null).map((p) => [p.playerId as number, names.get(p.participantId) ?? ""]));
  }, [view.order, view.picks]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const reorder = async (next: number[]) => {
    try {
      await mutate(
        async () => {
          await saveQueue(leagueId, next);
          return next;
        },
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      );
      onSaved();
    } catch (error) {
      toast(failureToast(toasts.queueNotSaved, error));
    }
  };
  const move = (from: number, to: number) => queue && void reorder(arrayMove(queue, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!queue || !over || active.id === over.id) return;
    move(queue.indexOf(Number(active.id)), queue.indexOf(Number(over.id)));
  };

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>My queue</CardTitle>
        <CardDescription>
          {view.me?.turnsLeft === 0
            ? "Your ranked players. Your picks are in: autopick takes nothing more for you."
            : "Your ranked players: autopick takes the highest one still free. Drag to reorder."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!queue ? null : queue.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
            Your list is empty: autopick takes the best scorer left. Pick from the free players on your turn.
          </p>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={queue} strategy={verticalListSortingStrategy}>
              <ol aria-label="My queue" className="space-y-1" data-testid="my-queue">
                {queue.map((id, i) => (
                  <QueueItem
                    key={id}
                    id={id}
                    rank={i + 1}
                    count={queue.length}
                    player={byId.get(id)}
                    takenBy={takenBy.get(id)}
                    next={view.me?.wouldAutopick?.playerId === id}
                    onMove={move}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </CardContent>
    </Card>
  );
}

interface QueueItemProps {
  id: number;
  rank: number;
  count: number;
  player: Player | undefined;
  takenBy: string | undefined;
  /** Autopick's choice now. */
  next: boolean;
  onMove: (from: number, to: number) => void;
}

function QueueItem({ id, rank, count, player, takenBy, next, onMove }: QueueItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = player?.webName ?? `Player ${id}`;
  const index = rank - 1;
  const about = takenBy !== undefined ? `Taken by ${takenBy}` : next ? "Autopick's choice now" : (player?.teamName ?? "");
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex items-center gap-1.5 rounded-lg border bg-white py-1 pl-0.5 pr-1",
        isDragging ? "z-10 border-pitch-400 shadow-lg" : next ? "border-pitch-400 bg-pitch-50" : "border-slate-200",
        takenBy !== undefined && "bg-slate-50",
      )}
      data-queue-player={name}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Reorder ${name}`}
        className="flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span className="w-5 shrink-0 text-right text-xs font-bold tabular-nums text-slate-500">{rank}</span>
      <span className="min-w-0 flex-1" title={`${name} · ${about}`}>
        <span className={cn("block truncate text-sm font-semibold text-slate-900", takenBy !== undefined && "line-through")}>{name}</span>
        <span className="block truncate text-xs text-slate-500">{about}</span>
      </span>
      <Button
        size="icon"
        variant="ghost"
        className="size-7"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ChevronUp className="size-4" aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-7"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ChevronDown className="size-4" aria-hidden />
      </Button>
    </li>
  );
}
