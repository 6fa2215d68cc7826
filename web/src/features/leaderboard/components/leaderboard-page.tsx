import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CreatedLeagueBanner } from "@/features/leagues/components/created-league-banner";
import { DeleteLeagueCard } from "@/features/leagues/components/delete-league-card";
import { LeagueHeader } from "@/features/leagues/components/league-header";
import { MemberList } from "@/features/leagues/components/member-list";
import { useSelectedLeague } from "@/features/leagues/components/selected-league-provider";
import { LeagueWindowCard } from "@/features/window/components/league-window-card";
import { useGameweeks } from "../api/get-gameweeks";
import { useIsPhone } from "@/lib/use-media-query";
import { BoardSection } from "./board-section";
import { MobileBoardHeader } from "./mobile-board-header";
import { NoLeagueState } from "./no-league-state";
import { DeadlineCountdown } from "@/features/notifications/components/deadline-countdown";
import { SeasonBoard } from "@/features/seasons/components/season-board";

/**
 * / and /leaderboard. Top to bottom: the league header with the current gameweek, the season
 * picker once the league has finished a season, the board (table, race, scorers, draft audit), the member list while the league is still drafting
 * (once live the table lists everyone), and the creator's Danger Zone. /leaderboard-desktop
 * (spec §2) is the same screen with the desktop table at every width.
 */
export function LeaderboardPage({ layout = "auto" }: { layout?: "auto" | "desktop" }) {
  const { league, leagues, isLoading, error, refreshLeagues } = useSelectedLeague();
  const phone = useIsPhone() && layout === "auto";

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
    return (
      <div className="space-y-6">
        <Skeleton className="h-52 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (!league) return <NoLeagueState />;

  return (
    <div className="space-y-6">
      {phone ? (
        <MobileBoardHeader league={league} />
      ) : (
        <LeagueHeader league={league}>
          <CurrentGameweekName />
        </LeagueHeader>
      )}
      <CreatedLeagueBanner />
      <SeasonBoard league={league} layout={phone ? "phone" : "desktop"}>
        <LeagueWindowCard league={league} />
        <DeadlineCountdown />
        <BoardSection league={league} layout={phone ? "phone" : "desktop"} />
        {league.isDraftMode && <MemberList league={league} />}
      </SeasonBoard>
      {league.isCreator && <DeleteLeagueCard league={league} />}
    </div>
  );
}

function CurrentGameweekName() {
  const { current } = useGameweeks();
  if (!current) return null;
  return (
    <p className="text-sm text-navy-100" data-testid="current-gameweek">
      {current.name}
    </p>
  );
}

/** /leaderboard-desktop (spec §2): the desktop table even on a narrow screen. */
export const LeaderboardDesktopPage = () => <LeaderboardPage layout="desktop" />;
