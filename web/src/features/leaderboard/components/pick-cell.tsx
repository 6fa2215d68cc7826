import type { BoardPick } from "@shared/contract/responses";
import { goalMarker } from "../lib/goal-marker";
import { cn } from "@/lib/cn";
import { plural } from "@shared/text";
import { pickWindowText } from "@/features/leaderboard/lib/scoring-window";
import { useGoalMoment } from "@/lib/realtime/goal-moments";

/**
 * The scorer's mark during a goal's moment: a pulsing "Goal!" (still where reduced motion is asked
 * for); a goal VAR took back shows "Taken back" instead, for the same few seconds.
 */
export function GoalFlash({ playerId }: { playerId: number }) {
  const { players, backPlayers } = useGoalMoment();
  if (players.has(playerId))
    return (
      <span
        className="shrink-0 rounded-full bg-amber-400 px-1.5 py-px text-xs font-extrabold uppercase text-navy-900 motion-safe:animate-goal-pulse"
        data-testid="goal-moment"
        role="status"
      >
        Goal!
      </span>
    );
  if (backPlayers.has(playerId))
    return (
      <span
        className="shrink-0 rounded-full bg-slate-700 px-1.5 py-px text-xs font-extrabold uppercase text-white motion-safe:animate-goal-pulse"
        data-testid="takeback-moment"
        role="status"
      >
        Taken back
      </span>
    );
  return null;
}

/** Why a pick is marked: left (struck through, goals until his last gameweek), new in the window, or the extra pick. */
export function PickNote({ pick }: { pick: BoardPick }) {
  // Notes wrap inside their column instead of running into the next one.
  const note = "min-w-0 max-w-full rounded px-1 text-[11px] font-semibold leading-4";
  if (pick.endReason === "departed")
    return <span className={cn(note, "bg-slate-100 text-slate-500")}>left — goals until GW {pick.toGameweek}</span>;
  if (pick.endReason === "redraft") return <span className={cn(note, "bg-slate-100 text-slate-500")}>until GW {pick.toGameweek}</span>;
  if (pick.kind === "replacement") return <span className={cn(note, "bg-pitch-50 text-pitch-700")}>new · from GW {pick.fromGameweek}</span>;
  if (pick.kind === "extra") return <span className={cn(note, "bg-gold-400/20 text-amber-800")}>extra · from GW {pick.fromGameweek}</span>;
  if (pick.status === "u")
    return (
      <span className={cn(note, "bg-slate-100 uppercase text-slate-500")} title="Has left the Premier League">
        left
      </span>
    );
  return null;
}

/** One player: name, club code, a '+N' for this gameweek's goals, and why he is marked. */
function OnePick({ pick }: { pick: BoardPick }) {
  const marker = goalMarker(pick.gameweekGoals);
  const ended = pick.toGameweek !== undefined;
  return (
    <span
      className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5"
      data-testid="board-pick"
      data-kind={pick.kind}
      data-ended={ended || undefined}
    >
      <span
        className={cn("min-w-0 truncate font-medium", ended ? "text-slate-500 line-through" : "text-slate-800")}
        title={`${pick.playerName}, ${pick.teamName} · ${pick.seasonGoals} goals for this member · ${pickWindowText(pick)}`}
      >
        {pick.playerName}
      </span>
      <span className="shrink-0 text-xs font-semibold text-slate-500">{pick.teamShortName}</span>
      <PickNote pick={pick} />
      <GoalFlash playerId={pick.playerId} />
      {marker && (
        <span
          className="shrink-0 rounded-full bg-pitch-600 px-1.5 py-px text-xs font-bold text-white"
          aria-label={`${plural(pick.gameweekGoals, "goal")} this gameweek`}
        >
          {marker}
        </span>
      )}
    </span>
  );
}

/** A pick column's cell: the drafted player, and under him his replacement once he left. */
export function PickCell({ picks }: { picks: BoardPick[] | undefined }) {
  if (!picks?.length) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      {picks.map((pick) => (
        <OnePick key={`${pick.playerId}@${pick.fromGameweek}`} pick={pick} />
      ))}
    </span>
  );
}
