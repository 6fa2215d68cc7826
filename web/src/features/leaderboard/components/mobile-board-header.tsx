import { RefreshCw } from "lucide-react";
import type { RefreshStatus } from "@shared/feed-types";
import type { UserLeague } from "@shared/types";
import { ModeBadge } from "@/features/leagues/components/mode-badge";
import { refreshStamp } from "../lib/refresh-label";
import { LeagueInfoDialog } from "./league-info-dialog";

interface MobileBoardHeaderProps {
  league: UserLeague;
  gameweekName: string | undefined;
  refresh: RefreshStatus | undefined;
  memberCount: number | undefined;
}

/**
 * Spec 'Leaderboard (mobile)': stays under the app bar while the table scrolls, so the league,
 * the gameweek, the mode and how fresh the goals are remain in view.
 */
export function MobileBoardHeader({ league, gameweekName, refresh, memberCount }: MobileBoardHeaderProps) {
  const stamp = refreshStamp(refresh);
  return (
    <div className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2.5 shadow-sm backdrop-blur md:hidden" data-testid="mobile-board-header">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold text-navy-900">{league.name}</p>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <span>{gameweekName ?? "Gameweek —"}</span>
            <ModeBadge isDraftMode={league.isDraftMode} />
          </p>
        </div>
        <LeagueInfoDialog league={league} gameweekName={gameweekName} refreshStamp={stamp} memberCount={memberCount} />
      </div>
      <p className="mt-1 flex items-center gap-1 text-[11px] text-slate-500">
        <RefreshCw aria-hidden className="size-3" />
        {stamp ? `Goals updated ${stamp}` : "Goals not refreshed yet"}
      </p>
    </div>
  );
}
