import { Bot, CheckCircle2 } from "lucide-react";
import type { LiveDraftView } from "@shared/contract/responses";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";

type Choice = NonNullable<NonNullable<LiveDraftView["me"]>["wouldAutopick"]>;

interface AutopickBarProps {
  me: NonNullable<LiveDraftView["me"]>;
  rounds: number;
  /** On the caller's turn: takes autopick's choice now, one tap instead of a search. */
  onPickChoice?: (choice: Choice) => void;
  onAutopick: (on: boolean) => void;
  busy: boolean;
}

/**
 * For a member taking part: who autopick would take for them now, and its switch. Once their
 * picks are all in there is nothing left for autopick to take, and the bar says so instead.
 */
export function AutopickBar({ me, rounds, onPickChoice, onAutopick, busy }: AutopickBarProps) {
  const choice = me.wouldAutopick;
  if (me.turnsLeft === 0) {
    return (
      <p
        className="flex items-center gap-2 rounded-2xl bg-pitch-50 p-3 text-sm text-pitch-900 ring-1 ring-pitch-200"
        data-testid="would-autopick"
      >
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        Your {rounds} picks are in: the rest of the draft is the others'.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-navy-900 p-3 text-sm text-white shadow">
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
          <Switch checked={me.autopickOn} onCheckedChange={(on) => !busy && onAutopick(on)} aria-label="Autopick my turns" />
        </label>
      </div>
    </div>
  );
}
