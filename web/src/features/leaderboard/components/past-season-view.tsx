import { TrendingUp, Trophy } from "lucide-react";
import { lazy, Suspense } from "react";
import type { UserLeague } from "@shared/types";
import { AuditCard } from "./final-audit-panel";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { BoardTable } from "@/features/leaderboard/components/board-table";
import { FirstWeekRace } from "@/features/leaderboard/components/first-week-race";
import { MobileBoard } from "@/features/leaderboard/components/mobile-board";
import { usePastSeason } from "../api/seasons";
import { SeasonCrown } from "./season-crown";
import { useLeaderboardPieces } from "@/features/leaderboard/pieces";

const GoalRaceChart = lazy(async () => ({ default: (await import("@/features/leaderboard/components/goal-race-chart")).GoalRaceChart }));

/** A finished season on the season picker: its final table, goal race and draft audit logs, as they ended. */
export function PastSeasonView({ league, season, layout }: { league: UserLeague; season: string; layout: "desktop" | "phone" }) {
  const { LogBox } = useLeaderboardPieces();
  const { past, error, mutate } = usePastSeason(league.id, season);
  if (error) {
    return (
      <Card className="p-6 text-center">
        <p className="text-sm font-semibold text-red-600">Failed to load that season</p>
        <Button className="mt-3" size="sm" variant="outline" onClick={() => void mutate()}>
          Try Again
        </Button>
      </Card>
    );
  }
  if (!past) return <Skeleton className="h-64 rounded-2xl" />;
  const viewer = past.rows.find((r) => r.leagueUserId === league.leagueUser.id);
  return (
    <div className="space-y-6" data-testid="past-season">
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Trophy className="size-4.5 text-pitch-600" aria-hidden /> {past.seasonName} Final Table
          </CardTitle>
          <CardDescription data-testid="past-season-gameweek">After Gameweek {past.finalGameweek} · the season has ended</CardDescription>
          <SeasonCrown rows={past.rows} seasonName={past.seasonName} className="mt-2" />
        </CardHeader>
        {past.rows.length === 0 ? (
          <p className="px-5 pb-6 text-center text-sm text-slate-500">Nobody played this season.</p>
        ) : layout === "desktop" ? (
          <BoardTable
            rows={past.rows}
            isDraftMode={false}
            viewerMembershipId={league.leagueUser.id}
            gameweekLabel={`GW${past.finalGameweek} Goals`}
          />
        ) : (
          <MobileBoard rows={past.rows} isDraftMode={false} viewerMembershipId={league.leagueUser.id} />
        )}
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <TrendingUp className="size-4.5 text-pitch-600" aria-hidden /> Goal Race
          </CardTitle>
          <CardDescription>Cumulative goals after each gameweek of the {past.seasonName} season.</CardDescription>
        </CardHeader>
        <div className="px-3 pb-5 sm:px-5">
          {past.race.gameweeks.length === 0 || past.race.series.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-500">Nobody scored this season.</p>
          ) : past.race.gameweeks.length === 1 ? (
            <FirstWeekRace race={past.race} viewerUserId={viewer?.userId} />
          ) : (
            <Suspense fallback={<Skeleton className="h-64" />}>
              <GoalRaceChart race={past.race} viewerUserId={viewer?.userId} />
            </Suspense>
          )}
        </div>
      </Card>
      {past.audits.map((audit) => (
        <AuditCard
          key={audit.executedAt}
          title={audit.kind === "window" ? "January Window Draft Audit" : "Final Draft Audit"}
          audit={audit}
        >
          <LogBox
            log={audit.auditLog}
            leagueId={league.id}
            label={`${audit.kind === "window" ? "January window" : "Final"} draft audit log`}
            rows={13}
          />
        </AuditCard>
      ))}
    </div>
  );
}
