import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DraftResult } from "@shared/contract/responses";

/** Rows drawn at first and added per click: a 10,000-member draft's table would take seconds to draw whole. */
const ROWS_AT_A_TIME = 100;

/** Who drafted which players, in draft order: the review before executing and the history's Results. */
export function DraftResultsTable({ results, caption }: { results: DraftResult[]; caption: string }) {
  const [shown, setShown] = useState(ROWS_AT_A_TIME);
  if (results.length === 0) return <p className="py-4 text-center text-sm text-slate-500">No participants were drafted.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2 font-semibold">#</th>
            <th className="px-3 py-2 font-semibold">Member</th>
            <th className="px-3 py-2 font-semibold">Picks</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {results.slice(0, shown).map((r) => (
            <tr key={r.leagueUserId} className="align-top">
              <td className="px-3 py-2 tabular-nums text-slate-500">{r.draftOrder}</td>
              <td className="px-3 py-2 font-medium text-slate-900">{r.username}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1.5">
                  {r.picks.map((p) => (
                    <Badge key={p.playerId} variant="navy" title={`${p.teamName}, ${p.position}`}>
                      {p.playerName}
                    </Badge>
                  ))}
                  {r.picks.length < 3 && <Badge variant="draft">{r.picks.length}/3</Badge>}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown < results.length && (
        <div className="border-t border-slate-100 p-2 text-center">
          <Button variant="ghost" onClick={() => setShown((n) => n + ROWS_AT_A_TIME * 10)}>
            Show {Math.min(ROWS_AT_A_TIME * 10, results.length - shown)} more of {results.length - shown} left
          </Button>
        </div>
      )}
    </div>
  );
}
