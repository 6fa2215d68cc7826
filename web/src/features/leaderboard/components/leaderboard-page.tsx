import { useDeferredValue } from "react";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { BelowFold } from "@/components/ui/below-fold";
import { Skeleton } from "@/components/ui/skeleton";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { useGameweeks } from "@/features/leaderboard/api/get-gameweeks";
import { useLeaderboard } from "@/features/leaderboard/api/get-leaderboard";
import { useGoalRace } from "@/features/leaderboard/api/get-goal-race";
import { useLiveMatches } from "@/features/leaderboard/api/get-live-matches";
import { useIsPhone, useMediaQuery } from "@/lib/use-media-query";
import { BoardSection } from "./board-section";
import { LiveMatchStrip } from "./live-match-strip";
import { MobileBoardHeader } from "./mobile-board-header";
import { NoLeagueState } from "./no-league-state";
import { DeadlineCountdown } from "@/features/leaderboard/components/deadline-countdown";
import { SeasonBoard } from "@/features/leaderboard/components/season-board";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

/**
 * / and /leaderboard. Top to bottom: the league header with the current gameweek, the season
 * picker once the league has finished a season, the board (table, race, scorers, draft audit), the member list while the league is still drafting
 * (once live the table lists everyone), and the creator's Danger Zone. /leaderboard-desktop
 * (product.md §2) is the same screen with the desktop table at every width.
 */
export function LeaderboardPage({ layout = "auto" }: { layout?: "auto" | "desktop" }) {
  const { CreatedLeagueBanner, LeagueHeader, LeagueRoom, MemberList, LeagueWindowCard, ChatColumn } = useLeaderboardPieces();
  const { league, leagues, isLoading, error, refreshLeagues } = useSelectedLeague();
  const phone = useIsPhone() && layout === "auto";
  // The chat sits beside the board only where the table still fits next to it (decision 0318).
  const withChat = useMediaQuery("(min-width: 1536px)") && layout === "auto";
  // The header renders as soon as the leagues arrive; the board under it follows in a background
  // pass React splits into short tasks.
  const boardLeague = useDeferredValue(league);
  const ready = useFirstViewReady(boardLeague);

  if (error && !leagues) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <p className="font-semibold text-slate-900">Failed to load your leagues</p>
        <Button className="mt-4" onClick={() => refreshLeagues()}>
          Try Again
        </Button>
      </Card>
    );
  }

  if (isLoading || !leagues) {
    // Shaped as what replaces it, so nothing moves when the leagues arrive: on phones the sticky
    // bar (flush under the app bar) and the row of buttons, elsewhere the header's banner.
    return phone ? (
      <div className="space-y-6">
        <div aria-hidden className="-mx-4 -mt-6 h-[82px] border-b border-slate-200 bg-white shadow-sm" />
        <Skeleton className="h-10" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    ) : (
      <div className="space-y-6">
        <Skeleton className="h-52 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (!league) return <NoLeagueState />;

  const board = (
    <div className="min-w-0 space-y-6">
      {phone ? (
        <MobileBoardHeader league={league} />
      ) : (
        <LeagueHeader league={league}>
          <CurrentGameweekName leagueId={league.id} />
        </LeagueHeader>
      )}
      <CreatedLeagueBanner />
      {boardLeague?.id === league.id && ready ? (
        <>
          <LeagueRoom leagueId={boardLeague.id} version={boardLeague.version} />
          <SeasonBoard league={boardLeague} layout={phone ? "phone" : "desktop"}>
            <DeadlineCountdown />
            {!boardLeague.isDraftMode && <LiveMatchStrip leagueId={boardLeague.id} />}
            {/* The table first: what a member opens the app for (decision 0326); the window's card under it. */}
            <BoardSection league={boardLeague} layout={phone ? "phone" : "desktop"}>
              <LeagueWindowCard league={boardLeague} />
              {boardLeague.isDraftMode && <MemberList league={boardLeague} />}
            </BoardSection>
          </SeasonBoard>
          {boardLeague.isCreator && (
            <BelowFold minHeight={0}>
              <DangerZoneUnderBoard league={boardLeague} />
            </BelowFold>
          )}
        </>
      ) : (
        <Skeleton className="h-64 rounded-2xl" />
      )}
    </div>
  );
  if (!withChat) return board;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_18rem] items-start gap-6" data-beside-chat>
      {board}
      <ChatColumn league={league} />
    </div>
  );
}

/**
 * Whether the board can show: a live league's table waits for the Live now strip's first answer
 * (and the strip for the table's), so the strip never lands over a table already painted and
 * pushes it down the screen (decision 0326). Asked here, beside the header, the board's first calls
 * go out together (the entry has usually started them already), not each once its part has mounted.
 */
function useFirstViewReady(league: UserLeague | undefined): boolean {
  const live = league && !league.isDraftMode ? league.id : undefined;
  const strip = useLiveMatches(live);
  const table = useLeaderboard(league?.id);
  useGameweeks(league?.id);
  useGoalRace(league?.id ?? "", Boolean(live));
  return !live || (strip.settled && (table.rows !== undefined || table.error !== undefined));
}

function CurrentGameweekName({ leagueId }: { leagueId: string }) {
  const { current } = useGameweeks(leagueId);
  if (!current) return null;
  return (
    <p className="text-sm text-navy-100" data-testid="current-gameweek">
      {current.name}
    </p>
  );
}

/** /leaderboard-desktop (product.md §2): the desktop table even on a narrow screen. */
export const LeaderboardDesktopPage = () => <LeaderboardPage layout="desktop" />;

/**
 * The creator's Danger Zone waits for the board's rows, so they do not push it down the screen (layout
 * shift). Deferred as the board's rows are (BoardSection), even when it mounts with the answer already
 * there (false at first), it appears in the same background pass as they do, not in the moment before,
 * when it would sit right under the table's skeleton.
 */
function DangerZoneUnderBoard({ league }: { league: UserLeague }) {
  const { DeleteLeagueCard } = useLeaderboardPieces();
  const { rows, error } = useLeaderboard(league.id);
  const shown = useDeferredValue(Boolean(rows || error), false);
  return shown ? <DeleteLeagueCard league={league} /> : null;
}
