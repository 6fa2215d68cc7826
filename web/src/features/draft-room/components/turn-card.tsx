import { Bot, Pause } from "lucide-react";
import type { LiveDraftView } from "@shared/contract/responses";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import { PickClock } from "./pick-clock";

type Choice = NonNullable<NonNullable<LiveDraftView["me"]>["wouldAutopick"]>;

interface TurnCardProps {
  view: LiveDraftView;
  /** On the caller's turn: takes autopick's choice now, one tap instead of a search. */
  onPickChoice?: (choice: Choice) => void;
  onAutopick: (on: boolean) => void;
  busy: boolean;
}

/** Whose turn it is with the clock, and for a member taking part: who autopick would take for them now, and its switch. */
export function TurnCard({ view, onPickChoice, onAutopick, busy }: TurnCardProps) {
  const mine = !!view.me && view.turn?.participantId === view.me.participantId;
  const total = view.order.length * view.rounds;
  const choice = view.me?.wouldAutopick;
  return (
    <section
      aria-label="The turn"
      className={cn(
        "rounded-2xl bg-gradient-to-br p-5 text-white shadow-lg",
        mine ? "from-pitch-700 via-pitch-800 to-navy-900 ring-4 ring-gold-400" : "from-navy-900 via-navy-800 to-pitch-900",
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
        </div>
        <PickClock view={view} />
      </div>
      {view.me && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/10 p-3 text-sm">
          <p className="min-w-0" data-testid="would-autopick">
            <Bot className="mr-1 inline size-4 align-[-3px]" aria-hidden />
            Autopick would take{" "}
            {choice ? (
              <>
                <strong>{choice.name}</strong> ({choice.team}){" "}
                <span className="text-navy-100">
                  {choice.reason === "ranked" ? `your #${choice.rank}` : "none of your 15 is free: the best scorer left"}
                </span>
              </>
            ) : (
              <span className="text-navy-100">nobody: no player is free</span>
            )}
          </p>
          <div className="flex items-center gap-3">
            {choice && onPickChoice && (
              <Button variant="light" size="sm" disabled={busy} onClick={() => onPickChoice(choice)}>
                Pick {choice.name}
              </Button>
            )}
            <label className="flex items-center gap-2 font-semibold">
              Autopick
              {/* Not disabled while an action runs (a focused control that is disabled drops the keyboard's focus): a flip then is ignored. */}
              <Switch checked={view.me.autopickOn} onCheckedChange={(on) => !busy && onAutopick(on)} aria-label="Autopick my turns" />
            </label>
          </div>
        </div>
      )}
    </section>
  );
}
