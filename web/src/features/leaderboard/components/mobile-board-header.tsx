import { Plus, RefreshCw, UserPlus } from "lucide-react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { ModeBadge } from "@/components/ui/mode-badge";
import { useGameweeks } from "@/features/leaderboard/api/get-gameweeks";
import { useLeaderboard } from "@/features/leaderboard/api/get-leaderboard";
import { useReloadOnRefresh } from "../hooks/use-reload-on-refresh";
import { refreshStamp } from "../lib/refresh-label";
import { LeagueInfoDialog } from "./league-info-dialog";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

/**
 * product.md §2 'Leaderboard (mobile)': the phone's only league header. It stays at the top while the
 * table scrolls (the app bar scrolls away on phones, so there is one sticky bar), and holds the
 * league, the gameweek, the mode and how fresh the goals are; invite, join and create sit in one
 * row under it instead of the desktop's tall banner.
 */
export function MobileBoardHeader({ league }: { league: UserLeague }) {
  const { CopyInviteButton, CreateLeagueDialog, JoinAnotherLeagueDialog, LeagueNameEditor } = useLeaderboardPieces();
  const refresh = useReloadOnRefresh();
  const { current } = useGameweeks(league.id);
  const { rows } = useLeaderboard(league.id);
  const stamp = refreshStamp(refresh);
  return (
    <>
      <div
        className="sticky top-0 z-20 -mx-4 -mt-6 border-b border-slate-200 bg-white px-4 py-2 shadow-sm"
        data-testid="mobile-board-header"
      >
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <LeagueNameEditor league={league} compact />
            <p className="flex items-center gap-2 text-xs text-slate-600">
              <span data-testid="current-gameweek">{current?.name ?? "Gameweek —"}</span>
              <ModeBadge isDraftMode={league.isDraftMode} />
            </p>
          </div>
          <LeagueInfoDialog league={league} gameweekName={current?.name} refreshStamp={stamp} memberCount={rows?.length} />
        </div>
        <p className="mt-1 flex items-center gap-1 text-[11px] text-slate-500">
          <RefreshCw aria-hidden className="size-3" />
          {stamp ? `Goals updated ${stamp}` : "Goals not refreshed yet"}
        </p>
      </div>
      <div className="flex gap-2 [&>*]:flex-1">
        <CopyInviteButton code={league.code} compact />
        <JoinAnotherLeagueDialog
          trigger={
            <Button variant="outline" size="compact" aria-label="Join Another League">
              <UserPlus /> Join
            </Button>
          }
        />
        <CreateLeagueDialog
          trigger={
            <Button variant="outline" size="compact" aria-label="Create League">
              <Plus /> Create
            </Button>
          }
        />
      </div>
    </>
  );
}
