import { Trophy } from "lucide-react";
import { Link } from "react-router-dom";
import type { BoardPick } from "@shared/contract/responses";
import type { UserLeague } from "@shared/types";
import { plural } from "@shared/text";
import { PositionBadge } from "@/components/ui/position-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { usePicksPieces } from "@/features/picks/pieces";

/** How a player came to the member: the draft, or the January window (in a departed one's place, or as the extra pick). */
const HOW: Record<BoardPick["kind"], string> = {
  draft: "Drafted",
  replacement: "January replacement",
  extra: "January extra pick",
};

/**
 * Once the league is live, My Picks starts with what the draft gave the member: their players
 * (the January window's included), each with when his goals count and how many he has scored
 * for them, from the same answer as the board.
 */
export function MyPlayersCard({ league }: { league: UserLeague }) {
  const { useLeaderboard, pickWindowText } = usePicksPieces();
  const { rows, error } = useLeaderboard(league.id);
  const mine = rows?.find((r) => r.leagueUserId === league.leagueUser.id);
  if (error) return null;
  return (
    <Card data-testid="my-players">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-4.5 text-pitch-600" aria-hidden /> Your Players
        </CardTitle>
        <CardDescription>
          {mine && mine.picks.length > 0
            ? `What the draft gave you in ${league.name}: their goals are your points.`
            : `The draft gave you no players in ${league.name}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {!rows ? (
          <Skeleton className="h-32" />
        ) : (
          mine &&
          mine.picks.length > 0 && (
            <>
              <ul className="space-y-2" aria-label="Your players">
                {mine.picks.map((pick) => {
                  const ended = pick.toGameweek !== undefined;
                  return (
                    <li
                      key={`${pick.playerId}@${pick.fromGameweek}`}
                      className={cn("flex items-center gap-3 rounded-xl px-3 py-2.5", ended ? "bg-slate-50" : "bg-pitch-50")}
                      data-testid="my-player"
                      data-kind={pick.kind}
                    >
                      <PositionBadge position={pick.position} />
                      <span className="min-w-0 flex-1">
                        <span className={cn("block font-semibold wrap-anywhere", ended ? "text-slate-500 line-through" : "text-slate-900")}>
                          {pick.playerName}
                        </span>
                        <span className="block text-xs text-slate-500">
                          {pick.teamName} · {HOW[pick.kind]} · {pick.endReason === "departed" ? "left, " : ""}
                          {pickWindowText(pick)}
                        </span>
                      </span>
                      <span className="shrink-0 text-right">
                        <span className="block text-lg font-bold tabular-nums text-navy-900">{pick.seasonGoals}</span>
                        <span className="block text-[11px] text-slate-500">{pick.seasonGoals === 1 ? "goal" : "goals"}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-600">
                  {plural(mine.totalGoals, "goal")} in all · position {mine.position} of {rows.length}
                </p>
                <Button asChild variant="outline" size="sm">
                  <Link to="/leaderboard">View Leaderboard</Link>
                </Button>
              </div>
            </>
          )
        )}
      </CardContent>
    </Card>
  );
}
