import { SELECTIONS_PER_USER } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useBoardRows, type BoardRow } from "@/features/league-admin/lib/draft/get-board-rows";
import { plural } from "@shared/text";
import { useIsPhone } from "@/lib/use-media-query";

/**
 * product.md §2 'Simulated Leaderboard': the reviewed simulation's picks scored over the season so far
 * (a sanity check, hence DEBUG), or after execution the real, final table.
 */
export function SimulatedLeaderboard({ leagueId, source }: { leagueId: string; source: "simulation" | "final" }) {
  const { rows, error, isLoading } = useBoardRows(leagueId, source === "simulation");
  // Eight columns do not fit a phone: each member becomes a card with the picks listed in full.
  const phone = useIsPhone();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Simulated Leaderboard
          <Badge variant="neutral" className="font-mono">
            DEBUG
          </Badge>
          <Badge variant={source === "simulation" ? "navy" : "live"}>{source === "simulation" ? "Simulation" : "Final"}</Badge>
        </CardTitle>
        <CardDescription>
          {source === "simulation"
            ? "What the table would look like with the simulated picks, scored over the season so far."
            : "The live table with the executed draft's picks."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading && <Skeleton className="h-40" />}
        {error && <p className="text-sm text-red-600">Failed to load leaderboard data</p>}
        {rows && rows.length === 0 && <p className="py-6 text-center text-sm text-slate-500">No members to show.</p>}
        {rows && rows.length > 0 && phone && (
          <ul className="divide-y divide-slate-100" aria-label="Simulated leaderboard">
            {rows.map((row) => (
              <BoardCard key={row.userId} row={row} />
            ))}
          </ul>
        )}
        {rows && rows.length > 0 && !phone && (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[720px] text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="py-2 pr-2 font-semibold">Pos</th>
                  <th className="py-2 pr-2 font-semibold">Username</th>
                  <th className="py-2 pr-2 font-semibold">Picks</th>
                  <th className="py-2 pr-2 font-semibold">Pick 1</th>
                  <th className="py-2 pr-2 font-semibold">Pick 2</th>
                  <th className="py-2 pr-2 font-semibold">Pick 3</th>
                  <th className="py-2 pr-2 text-right font-semibold">GW</th>
                  <th className="py-2 text-right font-semibold">Season</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <BoardLine key={row.userId} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PickStatus({ row }: { row: BoardRow }) {
  const { selectedCount, complete } = row.pickStatus;
  return (
    <span className={complete ? "font-semibold text-pitch-700" : "font-semibold text-red-600"}>
      {complete ? "Complete" : `${selectedCount}/${SELECTIONS_PER_USER}`}
    </span>
  );
}

function BoardCard({ row }: { row: BoardRow }) {
  return (
    <li className="py-3" data-testid="simulated-row">
      <div className="flex items-start gap-3">
        <span className="w-5 shrink-0 font-semibold tabular-nums text-slate-700">{row.position}</span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
            <WrapAtDots text={row.username} />
            {row.isSimulated && (
              <Badge variant="navy" className="px-1.5 text-[10px]">
                SIM
              </Badge>
            )}
          </p>
          {!row.isSimulated && row.userEmail && <WrapAtDots text={row.userEmail} className="block text-xs text-slate-500" />}
          <p className="text-xs text-slate-500">
            Picks <PickStatus row={row} />
          </p>
        </div>
        <p className="shrink-0 text-right text-xs text-slate-500">
          GW <span className="font-semibold tabular-nums text-slate-800">{row.currentGameweekGoals}</span>
          <br />
          Season <span className="font-semibold tabular-nums text-slate-900">{row.totalGoals}</span>
        </p>
      </div>
      <ol className="mt-2 space-y-1 pl-8 text-sm" aria-label={`${row.username}'s picks`}>
        {[0, 1, 2].map((i) => {
          const pick = row.picks[i];
          return (
            <li key={i} className="flex gap-2">
              <span className="text-xs text-slate-500">{i + 1}</span>
              {pick ? (
                <span className="min-w-0">
                  <span className="font-medium text-slate-800">{pick.playerName}</span>{" "}
                  <span className="text-xs text-slate-500">
                    {pick.teamShortName} · {plural(pick.seasonGoals, "goal")}
                  </span>
                </span>
              ) : (
                <span className="text-slate-500">–</span>
              )}
            </li>
          );
        })}
      </ol>
    </li>
  );
}

function BoardLine({ row }: { row: BoardRow }) {
  return (
    <tr className="align-top">
      <td className="py-2 pr-2 font-semibold tabular-nums text-slate-700">{row.position}</td>
      <td className="py-2 pr-2">
        <span className="flex items-center gap-1.5 font-medium text-slate-900">
          {row.username}
          {row.isSimulated && (
            <Badge variant="navy" className="px-1.5 text-[10px]">
              SIM
            </Badge>
          )}
        </span>
        {/* A long address is cut short with the whole one in its title, so it cannot widen the column and squeeze the picks. */}
        {!row.isSimulated && row.userEmail && (
          <span className="block max-w-64 truncate text-xs text-slate-500" title={row.userEmail}>
            {row.userEmail}
          </span>
        )}
      </td>
      <td className="py-2 pr-2">
        <PickStatus row={row} />
      </td>
      {[0, 1, 2].map((i) => {
        const pick = row.picks[i];
        return (
          <td key={i} className="py-2 pr-2">
            {pick ? (
              <>
                <span className="block font-medium text-slate-800">{pick.playerName}</span>
                <span className="block text-xs text-slate-500">
                  {pick.teamShortName} · {plural(pick.seasonGoals, "goal")}
                </span>
              </>
            ) : (
              <span className="text-slate-500">–</span>
            )}
          </td>
        );
      })}
      <td className="py-2 pr-2 text-right tabular-nums">{row.currentGameweekGoals}</td>
      <td className="py-2 text-right font-semibold tabular-nums">{row.totalGoals}</td>
    </tr>
  );
}
