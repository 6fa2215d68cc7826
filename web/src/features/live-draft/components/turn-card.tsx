import { BellRing, Pause, TimerReset, X } from "lucide-react";
import type { LiveDraftView } from "@shared/contract/responses";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useTimeLeft } from "../hooks/use-time-left";
import type { RoomNotice } from "../lib/room-notices";
import { PickClock } from "./pick-clock";

/** The last seconds of one's own turn: the strip turns red and says so once (a screen reader hears it once, not every tick). */
const LAST_SECONDS_MS = 10_000;

interface TurnCardProps {
  view: LiveDraftView;
  /** An admin's move that touched the member's own pick, until dismissed. */
  notice?: RoomNotice;
  onDismissNotice: () => void;
}

/**
 * Whose turn it is with the clock, sticky at the top of the room: while the free players or the
 * queue scroll, the turn and the time left stay in view (below the desktop's sticky header; the
 * phone's header scrolls away). The admin's moves on the member's own pick show here too.
 */
export function TurnCard({ view, notice, onDismissNotice }: TurnCardProps) {
  const mine = !!view.me && view.turn?.participantId === view.me.participantId;
  const total = view.order.length * view.rounds;
  const left = useTimeLeft(view);
  const lastSeconds = mine && view.status === "running" && left <= LAST_SECONDS_MS;
  return (
    <section
      aria-label="The turn"
      data-testid="turn-strip"
      data-urgent={lastSeconds}
      className={cn(
        "sticky top-0 z-20 rounded-2xl bg-gradient-to-br p-4 text-white shadow-lg sm:p-5 md:top-16",
        lastSeconds
          ? "from-red-700 via-red-800 to-navy-900 ring-4 ring-red-400"
          : mine
            ? "from-pitch-700 via-pitch-800 to-navy-900 ring-4 ring-gold-400"
            : "from-navy-900 via-navy-800 to-pitch-900",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0" title={view.turn ? `${view.turn.username} is on the clock` : undefined}>
          <p className="text-xs font-semibold uppercase tracking-wider text-navy-100">
            {view.turn ? `Pick ${view.turn.overall} of ${total} · round ${view.turn.round}` : "The draft"}
          </p>
          <h2 className="mt-1 text-xl break-words sm:text-2xl font-extrabold tracking-tight" data-testid="turn-heading">
            {mine ? "Your turn: pick a player" : view.turn ? `${view.turn.username} is picking` : "Waiting"}
          </h2>
          {view.status === "paused" && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-gold-400">
              <Pause className="size-4" aria-hidden /> Paused by an admin: the clock keeps its time
            </p>
          )}
          {/* Always in the page, so a screen reader hears the warning once when it is filled. */}
          <p role="status" className={cn(lastSeconds && "mt-1 inline-flex items-center gap-1 text-sm font-bold text-white")}>
            {lastSeconds && (
              <>
                <TimerReset className="size-4 motion-safe:animate-pulse" aria-hidden /> 10 seconds left: pick now, or autopick takes it
              </>
            )}
          </p>
        </div>
        <PickClock view={view} left={left} urgent={lastSeconds} />
      </div>
      <div
        data-testid="room-notice"
        className={cn(notice ? "mt-3 flex items-start gap-2 rounded-xl bg-gold-400 p-3 text-sm font-semibold text-navy-950" : "contents")}
      >
        {notice && <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />}
        <p role="status" className={cn(notice && "min-w-0 flex-1")}>
          {notice?.text}
        </p>
        {notice && (
          <Button
            size="icon"
            variant="ghost"
            className="-m-1 size-7 text-navy-950 hover:bg-navy-950/10"
            aria-label="Dismiss"
            onClick={onDismissNotice}
          >
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
    </section>
  );
}
