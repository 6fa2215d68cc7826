import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { getGameweekInfo, useGameweekInfo } from "../api/get-gameweek-info";
import { getTopScorers, useTopScorers } from "../api/get-top-scorers";
import { useListRefresh } from "../hooks/use-list-refresh";
import { formatCreatorTime } from "../lib/format";
import { gameweekBadges } from "../lib/gameweek-badges";
import { EmptyText, LoadFailed } from "./empty-text";
import { TabCard } from "./tab-card";
import { plural } from "@shared/text";

/** GW tab: the current and next gameweek as stored, and this gameweek's scorers. */
export function GameweekTab() {
  const info = useGameweekInfo();
  const scorers = useTopScorers();
  const infoRefresh = useListRefresh(info.mutate, getGameweekInfo);
  const scorersRefresh = useListRefresh(scorers.mutate, getTopScorers);

  return (
    <TabCard
      title="Gameweeks"
      summary="As stored by the last refresh"
      onRefresh={() => void Promise.all([infoRefresh.refresh(), scorersRefresh.refresh()])}
      refreshing={infoRefresh.refreshing || scorersRefresh.refreshing}
    >
      <div className="space-y-6">
        {info.isLoading && <Skeleton className="h-20" />}
        {info.error && !info.gameweeks && <LoadFailed>Failed to load the gameweeks.</LoadFailed>}
        {info.gameweeks && info.gameweeks.length === 0 && <EmptyText>No gameweeks stored yet</EmptyText>}
        {info.gameweeks && info.gameweeks.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Gameweeks">
            {info.gameweeks.map((gw) => (
              <li key={gw.id} className="rounded-xl border border-slate-200 p-4" data-testid="gameweek-info">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="mr-auto text-base font-bold text-slate-900">{gw.name}</h3>
                  {gameweekBadges(gw).map((b) => (
                    <Badge key={b.label} variant={b.variant}>
                      {b.label}
                    </Badge>
                  ))}
                </div>
                <p className="mt-2 text-sm text-slate-500">
                  Deadline <span className="font-medium text-slate-800">{formatCreatorTime(gw.deadlineTime)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}

        <section aria-label="Top scorers">
          <h3 className="text-sm font-semibold text-slate-900">Top scorers this gameweek</h3>
          {scorers.isLoading && <Skeleton className="mt-2 h-32" />}
          {scorers.error && !scorers.scorers && <LoadFailed>Failed to load the top scorers.</LoadFailed>}
          {scorers.scorers && scorers.scorers.length === 0 && <EmptyText>No goals scored this gameweek yet</EmptyText>}
          {scorers.scorers && scorers.scorers.length > 0 && (
            <ol className="mt-2 divide-y divide-slate-100">
              {scorers.scorers.map((s, i) => (
                <li key={s.playerId} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-6 text-right text-xs font-semibold text-slate-500">{i + 1}</span>
                  <span className="min-w-0 flex-1">
                    <span className="font-semibold text-slate-900">{s.playerName}</span>
                    <span className="ml-2 text-slate-500">{s.teamName}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-pitch-50 px-2.5 py-0.5 text-xs font-bold text-pitch-700">
                    {plural(s.goalsScored, "goal")}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </TabCard>
  );
}
