import { Badge } from "@/components/ui/badge";
import { SpacerRow } from "@/components/ui/spacer-row";
import { useBoxRows } from "@/lib/use-box-rows";
import type { DraftResult } from "@shared/contract/responses";

/** A row whose name takes two lines; rows whose badges wrap further measure themselves. */
const ROW_ESTIMATE_PX = 57;

/**
 * Who drafted which players, in draft order: the review before executing and the history's Results.
 * It scrolls in its own box under a sticky header and renders only the rows in view, so a
 * 10,000-member draft's table costs a screenful of rows, not a page 10,000 rows long.
 */
export function DraftResultsTable({ results, caption }: { results: DraftResult[]; caption: string }) {
  const { scroller, rows, measure, padTop, padBottom } = useBoxRows<HTMLDivElement>({
    count: results.length,
    estimate: ROW_ESTIMATE_PX,
    getKey: (index) => results[index].leagueUserId,
    firstRows: 12,
  });
  if (results.length === 0) return <p className="py-4 text-center text-sm text-slate-500">No participants were drafted.</p>;
  return (
    // Focusable so the keyboard can scroll a long table; its own box so the header can stick.
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
      className="max-h-[28rem] overflow-auto overscroll-contain rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm" aria-rowcount={results.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 shadow-[0_1px_0_var(--color-slate-200)]">
          <tr aria-rowindex={1}>
            <th className="px-3 py-2 font-semibold">#</th>
            <th className="px-3 py-2 font-semibold">Member</th>
            <th className="px-3 py-2 font-semibold">Picks</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <SpacerRow height={padTop} columns={3} />
          {rows.map((row) => {
            const r = results[row.index];
            return (
              <tr key={row.key} ref={measure} data-index={row.index} aria-rowindex={row.index + 2} className="align-top">
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
            );
          })}
          <SpacerRow height={padBottom} columns={3} />
        </tbody>
      </table>
    </div>
  );
}
