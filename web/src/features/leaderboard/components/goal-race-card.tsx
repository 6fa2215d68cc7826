import { TrendingUp } from "lucide-react";
import { memo, lazy, Suspense } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useGoalRace } from "../api/get-goal-race";
import { FirstWeekRace } from "./first-week-race";

// The chart is the board's biggest piece and sits below the fold: it loads after the table.
const GoalRaceChart = lazy(async () => ({ default: (await import("./goal-race-chart")).GoalRaceChart }));

/** Beyond the product's first version (decision 0090): each member's cumulative goals by gameweek since the league went live. */
export const GoalRaceCard = memo(function GoalRaceCard({ leagueId, viewerUserId }: { leagueId: string; viewerUserId: string | undefined }) {
  const { race, error } = useGoalRace(leagueId, true);
  if (error) return null;
  return (
    <Card data-testid="goal-race">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-4.5 text-pitch-600" aria-hidden /> Goal Race
        </CardTitle>
        <CardDescription>Cumulative goals after each gameweek since the league went live.</CardDescription>
      </CardHeader>
      <div className="px-3 pb-5 sm:px-5">
        {!race ? (
          <Skeleton className="h-64" />
        ) : race.gameweeks.length === 0 || race.series.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">The race starts after the first gameweek.</p>
        ) : race.gameweeks.length === 1 ? (
          <FirstWeekRace race={race} viewerUserId={viewerUserId} />
        ) : (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <GoalRaceChart race={race} viewerUserId={viewerUserId} />
          </Suspense>
        )}
      </div>
    </Card>
  );
});
