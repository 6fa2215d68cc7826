import { ChevronDown, Goal } from "lucide-react";
import { memo, useMemo, useState } from "react";
import type { GoalScorer } from "@shared/feed-types";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useIsPhone } from "@/lib/use-media-query";
import { useGoalScorers } from "../api/get-goal-scorers";
import { DEFAULT_SCORER_SORT, nextScorerSort, sortScorers, type ScorerSortKey } from "../lib/sort-scorers";
import { SortHeader } from "./sort-header";

/** 'This Week's Goal Scorers': a sortable table on desktop, a list behind a toggle on phones. */
export const GoalScorersCard = memo(function GoalScorersCard({
  leagueId,
  gameweek,
  gameweekName,
}: {
  leagueId: string;
  gameweek: number | undefined;
  gameweekName: string | undefined;
}) {
  const { scorers, error, isLoading } = useGoalScorers(leagueId, gameweek);
  const [expanded, setExpanded] = useState(false);
  const phone = useIsPhone();
  const title = gameweek ? `${gameweekName ?? `Gameweek ${gameweek}`} Goal Scorers` : "This Week's Goal Scorers";

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <CardTitle className="flex items-center gap-2">
          <Goal className="size-4.5 text-pitch-600" aria-hidden /> {title}
        </CardTitle>
        {phone && (
          <button
            type="button"
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-lg px-2 py-1 text-sm font-semibold text-pitch-700 hover:bg-pitch-50"
            aria-expanded={expanded}
            aria-controls="scorers-list"
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? "Collapse Scorers" : "Expand Scorers"}
            <ChevronDown aria-hidden className={expanded ? "size-4 rotate-180" : "size-4"} />
          </button>
        )}
      </CardHeader>
      {isLoading && !scorers && <Skeleton className="mx-5 mb-5 h-24" />}
      {error && <p className="px-5 pb-5 text-sm text-red-600">Failed to load goal scorers</p>}
      {scorers && scorers.length === 0 && <p className="px-5 pb-6 text-center text-sm text-slate-500">No Goal Scorers Available</p>}
      {/* One structure per width: the table hidden on a phone was the board's largest render after its rows. */}
      {scorers && scorers.length > 0 && (phone ? expanded && <ScorersList scorers={scorers} /> : <ScorersTable scorers={scorers} />)}
    </Card>
  );
});

function ScorersTable({ scorers }: { scorers: GoalScorer[] }) {
  const [sort, setSort] = useState(DEFAULT_SCORER_SORT);
  const sorted = useMemo(() => sortScorers(scorers, sort), [scorers, sort]);
  const state = (key: ScorerSortKey) => (sort.key !== key ? "none" : sort.direction === "asc" ? "ascending" : "descending");
  const header = (key: ScorerSortKey, label: string, align?: "right") => (
    <SortHeader label={label} state={state(key)} onSort={() => setSort((s) => nextScorerSort(s, key))} align={align} />
  );
  return (
    <div className="max-h-[28rem] overflow-y-auto">
      <table className="w-full text-sm" aria-label="Goal scorers">
        <thead className="sticky top-0 border-y border-slate-200 bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            {header("playerName", "Player")}
            {header("teamName", "Team")}
            {header("position", "Position")}
            {header("currentGameweekGoals", "GW Goals", "right")}
            {header("totalGoals", "Season Goals", "right")}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((s) => (
            <tr key={s.playerId}>
              <td className="px-3 py-2 font-medium text-slate-900">{s.playerName}</td>
              <td className="px-3 py-2 text-slate-600">{s.teamName}</td>
              <td className="px-3 py-2 text-slate-600">{s.position}</td>
              <td className="px-3 py-2 text-right font-bold tabular-nums text-pitch-700">{s.currentGameweekGoals}</td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-700">{s.totalGoals}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScorersList({ scorers }: { scorers: GoalScorer[] }) {
  return (
    <ul id="scorers-list" className="divide-y divide-slate-100 border-t border-slate-100" aria-label="Goal scorers">
      {sortScorers(scorers, DEFAULT_SCORER_SORT).map((s) => (
        <li key={s.playerId} className="flex items-center gap-3 px-4 py-2.5 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900 wrap-anywhere">{s.playerName}</span>
            <span className="block text-xs text-slate-500">
              {s.teamName} · {s.position}
            </span>
          </span>
          <span className="rounded-full bg-pitch-600 px-2 py-0.5 text-xs font-bold text-white">+{s.currentGameweekGoals}</span>
          <span className="w-14 whitespace-nowrap text-right text-xs text-slate-500">
            <span className="font-bold text-slate-800">{s.totalGoals}</span> szn
          </span>
        </li>
      ))}
    </ul>
  );
}
