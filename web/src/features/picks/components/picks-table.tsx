import type { OriginalSelection } from "@/features/picks/api/get-original-selections";
import { PositionBadge } from "@/components/ui/position-badge";
import { formatPrice } from "@/features/picks/lib/price";

/** product.md §2 'My picks': Pick #, Player, Team, Position, Price, Season Goals; team and position fold under the name on phones. */
export function PicksTable({ selections }: { selections: OriginalSelection[] }) {
  return (
    // At 320 px (400 % zoom) the table may be wider than its card: it scrolls inside it, reachable by keyboard.
    <div className="overflow-x-auto" role="region" tabIndex={0} aria-label="Your picks, scrollable">
      <table className="w-full text-sm" aria-label="Your picks">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
            <th scope="col" className="w-12 whitespace-nowrap py-2.5 pl-5 pr-2">
              <span className="sm:hidden">#</span>
              <span className="hidden sm:inline">Pick #</span>
            </th>
            <th scope="col" className="px-2 py-2.5">
              Player
            </th>
            <th scope="col" className="hidden px-2 py-2.5 sm:table-cell">
              Team
            </th>
            <th scope="col" className="hidden px-2 py-2.5 sm:table-cell">
              Position
            </th>
            <th scope="col" className="px-2 py-2.5 text-right">
              Price
            </th>
            <th scope="col" className="whitespace-nowrap py-2.5 pl-2 pr-5 text-right">
              <span className="sm:hidden">Goals</span>
              <span className="hidden sm:inline">Season Goals</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {selections.map((s) => (
            <tr key={s.id} className="border-b border-slate-100 last:border-0">
              <td className="py-3 pl-5 pr-2 font-bold tabular-nums text-slate-500">{s.selectionOrder}</td>
              <td className="px-2 py-3">
                <span className="font-semibold text-slate-900">{s.player?.webName ?? `Player ${s.fplPlayerId}`}</span>
                {s.player && (
                  <span className="block text-xs text-slate-500 sm:hidden">
                    {s.player.teamName} · {s.player.position}
                  </span>
                )}
              </td>
              <td className="hidden px-2 py-3 text-slate-600 sm:table-cell">{s.player?.teamName ?? "-"}</td>
              <td className="hidden px-2 py-3 sm:table-cell">{s.player ? <PositionBadge position={s.player.position} /> : "-"}</td>
              <td className="px-2 py-3 text-right tabular-nums text-slate-600">{s.player ? formatPrice(s.player.nowCost) : "-"}</td>
              <td className="py-3 pl-2 pr-5 text-right font-semibold tabular-nums text-slate-900">{s.player?.goalsScored ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
