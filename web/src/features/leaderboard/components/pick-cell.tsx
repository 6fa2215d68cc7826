import type { BoardPick } from "../types";
import { goalMarker } from "../lib/goal-marker";
import { plural } from "@shared/text";

/** One drafted player: name, club code, a '+N' for this gameweek's goals, and a note if he left. */
export function PickCell({ pick }: { pick: BoardPick | undefined }) {
  if (!pick) return <span className="text-slate-400">—</span>;
  const marker = goalMarker(pick.gameweekGoals);
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      <span className="min-w-0 truncate font-medium text-slate-800" title={`${pick.playerName}, ${pick.teamName} · ${pick.seasonGoals} season goals`}>
        {pick.playerName}
      </span>
      <span className="shrink-0 text-xs font-semibold text-slate-400">{pick.teamShortName}</span>
      {pick.status === "u" && (
        <span className="shrink-0 rounded bg-slate-100 px-1 text-[10px] font-semibold uppercase text-slate-500" title="Has left the Premier League">
          left
        </span>
      )}
      {marker && (
        <span className="shrink-0 rounded-full bg-pitch-600 px-1.5 py-px text-xs font-bold text-white" aria-label={`${plural(pick.gameweekGoals, "goal")} this gameweek`}>
          {marker}
        </span>
      )}
    </span>
  );
}
