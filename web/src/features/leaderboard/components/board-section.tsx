import { Trophy } from "lucide-react";
import { useDeferredValue, useState, type ReactNode } from "react";
import { BelowFold } from "@/components/ui/below-fold";
import type { UserLeague } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { LeagueRequired, LEAGUE_REQUIRED_CODES } from "@/components/session/league-required";
import { Skeleton } from "@/components/ui/skeleton";
import { errorCodeOf, serverMessageOf } from "@/lib/api-error";
import { useGameweeks } from "@/features/leaderboard/api/get-gameweeks";
import { useGoalRace } from "../api/get-goal-race";
import { useLeaderboard } from "@/features/leaderboard/api/get-leaderboard";
import { ReloadOnRefresh } from "./reload-on-refresh";
import { BoardTable } from "./board-table";
import { FinalAuditPanel } from "./final-audit-panel";
import { GameweekPicker } from "./gameweek-picker";
import { GoalRaceCard } from "./goal-race-card";
import { GoalScorersCard } from "./goal-scorers-card";
import { usePreloadGoalScorers } from "../api/get-goal-scorers";
import { MobileBoard } from "./mobile-board";
import { OwnGoalToast } from "./own-goal-toast";
import { scoringStartNote, scoringStartOf } from "@/features/leaderboard/lib/scoring-window";

/**
 * The scoring part of / and /leaderboard: the table (desktop) or expandable rows (phones), and
 * once live the goal race, the draft audit and a gameweek picker; the week's scorers below.
 */
/**
 * `phone` shows expandable rows (product.md §2 'Leaderboard (mobile)'), `desktop` the table at any width.
 * `children` are the page's cards under the board.
 */
export function BoardSection({ league, layout, children }: { league: UserLeague; layout: "desktop" | "phone"; children?: ReactNode }) {
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const { current, gameweeks } = useGameweeks(league.id);
  const live = !league.isDraftMode;
  const { race } = useGoalRace(league.id, live);
  // The latest gameweek is the live table; an earlier one is that gameweek's own table.
  const scoringWeeks = live ? (race?.gameweeks ?? []) : [];
  const latest = scoringWeeks[scoringWeeks.length - 1] ?? current?.id;
  const viewed = picked !== undefined && picked !== latest ? picked : undefined;
  const answer = useLeaderboard(league.id, viewed);
  const { error, isLoading, mutate } = answer;
  // The rows render in a background pass React splits into short tasks, so the answer's arrival
  // does not block the page for the whole table and the cards under it in one go.
  const rows = useDeferredValue(answer.rows);
  const failed = error && !isLoading;
  const shownGameweek = viewed ?? current?.id;
  const gameweekName = gameweeks?.find((g) => g.id === shownGameweek)?.name;
  const viewer = rows?.find((r) => r.leagueUserId === league.leagueUser.id);
  // The scorers' card renders below the fold, later; its request goes out with the table's.
  usePreloadGoalScorers(league.id, viewed);
  const startNote = live && rows ? scoringStartNote(scoringStartOf(rows)) : null;

  if (error && LEAGUE_REQUIRED_CODES.includes(errorCodeOf(error) ?? "")) {
    return <LeagueRequired message={serverMessageOf(error, "")} onRetry={() => mutate()} />;
  }

  return (
    <div className="space-y-6">
      <ReloadOnRefresh />
      <Card className="overflow-hidden">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle className="flex items-center gap-2">
              <Trophy className="size-4.5 text-pitch-600" aria-hidden /> League Table
            </CardTitle>
            {/* On phones the sticky bar above already names the current gameweek. */}
            {(layout === "desktop" || viewed) && (
              <p className="text-sm text-slate-500" data-testid="board-gameweek">
                {gameweekName ?? "Gameweek —"}
                {viewed ? " · season totals up to this gameweek" : ""}
              </p>
            )}
            {startNote && (
              <p className="mt-1 max-w-prose text-xs text-slate-500" data-testid="scoring-start">
                {startNote}
              </p>
            )}
          </div>
          {live && scoringWeeks.length > 1 && latest !== undefined && (
            <GameweekPicker gameweeks={scoringWeeks} value={viewed ?? latest} onChange={setPicked} />
          )}
        </CardHeader>
        {/* Also while the answer's rows wait for their background pass: the card keeps its height. */}
        {!rows && !failed && (
          <div className="space-y-2 px-5 pb-5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        )}
        {failed && (
          <div className="px-5 pb-6 text-center">
            <p className="text-sm font-semibold text-red-600">Failed to load leaderboard data</p>
            <Button className="mt-3" size="sm" variant="outline" onClick={() => mutate()}>
              Try Again
            </Button>
          </div>
        )}
        {rows && rows.length === 0 && <p className="px-5 pb-6 text-center text-sm text-slate-500">No players have joined yet.</p>}
        {rows && rows.length > 0 && (
          <>
            {layout === "desktop" ? (
              <BoardTable
                rows={rows}
                isDraftMode={league.isDraftMode}
                viewerMembershipId={league.leagueUser.id}
                gameweekLabel={viewed ? `GW${viewed} Goals` : "Goals this GW"}
              />
            ) : (
              <MobileBoard rows={rows} isDraftMode={league.isDraftMode} viewerMembershipId={league.leagueUser.id} />
            )}
          </>
        )}
      </Card>
      {live && rows && !viewed && <OwnGoalToast rows={rows} viewerMembershipId={league.leagueUser.id} />}
      {/* Everything under the table appears once it has its rows, so nothing is pushed down the screen
          (layout shift), and each part renders (and asks for its data) only near the screen or once the page is idle. */}
      {(rows || error) && (
        <>
          {live && (
            <BelowFold minHeight={400}>
              <GoalRaceCard leagueId={league.id} viewerUserId={viewer?.userId} />
            </BelowFold>
          )}
          <BelowFold minHeight={160}>
            <GoalScorersCard leagueId={league.id} gameweek={viewed} gameweekName={gameweekName} />
          </BelowFold>
          {live && (
            <BelowFold minHeight={0}>
              <FinalAuditPanel leagueId={league.id} />
            </BelowFold>
          )}
          {children && <BelowFold minHeight={160}>{children}</BelowFold>}
        </>
      )}
    </div>
  );
}
