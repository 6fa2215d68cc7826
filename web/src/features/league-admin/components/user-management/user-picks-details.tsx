import { FINAL_PICKS_PER_USER, SELECTIONS_PER_USER } from "@shared/constants";
import { Skeleton } from "@/components/ui/skeleton";
import { PositionBadge } from "@/components/ui/position-badge";
import { useFinalPicks } from "@/features/league-admin/api/get-final-picks";
import type { PickStatus } from "@/features/league-admin/lib/pick-status";
import { useLeagueAdminPieces } from "@/features/league-admin/pieces";

function Loading() {
  return (
    <div className="space-y-2">
      <Skeleton className="h-5" />
      <Skeleton className="h-5" />
    </div>
  );
}

/** An opened row: the member's ranked 15 (player, team, position, #index) and their drafted players. */
export function UserPicksDetails({ leagueUserId, status }: { leagueUserId: string; status: PickStatus }) {
  const { useOriginalSelections } = useLeagueAdminPieces();
  const original = useOriginalSelections(leagueUserId);
  const final = useFinalPicks(leagueUserId);

  return (
    <div className="grid gap-5 md:grid-cols-[3fr_2fr]" data-testid="user-picks-details">
      <section aria-label="Original draft picks">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Original Draft Picks</h4>
        <div className="mt-2">
          {original.error ? (
            <p className="text-sm text-red-700">Failed to load picks</p>
          ) : !original.selections ? (
            <Loading />
          ) : original.selections.length === 0 ? (
            <p className="text-sm text-slate-500">No players picked yet (0/{SELECTIONS_PER_USER}).</p>
          ) : (
            <ol className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {original.selections.map((s) => (
                <li key={s.id} className="flex items-center gap-2 py-0.5 text-sm">
                  <span className="w-7 shrink-0 text-right text-xs font-bold tabular-nums text-slate-500">#{s.selectionOrder}</span>
                  {s.player ? <PositionBadge position={s.player.position} /> : null}
                  <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{s.player?.webName ?? `Player ${s.fplPlayerId}`}</span>
                  <span className="ml-auto shrink-0 text-xs text-slate-500">{s.player?.teamName}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
      <section aria-label="Final picks">
        <h4 className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
          Final Picks
          <span
            data-testid="pick-status"
            className="rounded-full bg-white px-2 py-0.5 text-[11px] font-semibold normal-case tracking-normal text-slate-600 ring-1 ring-slate-200"
          >
            {status}
          </span>
        </h4>
        <div className="mt-2">
          {final.error ? (
            <p className="text-sm text-red-700">Failed to load picks</p>
          ) : !final.picks ? (
            <Loading />
          ) : final.picks.length === 0 ? (
            <p className="text-sm text-slate-500">
              No final picks yet (0/{FINAL_PICKS_PER_USER}): the draft has not given this user players.
            </p>
          ) : (
            <ul className="space-y-1.5">
              {final.picks.map((p) => (
                <li key={p.id} className="flex items-center gap-2 rounded-lg bg-pitch-50 px-2.5 py-1.5 text-sm">
                  <span className="shrink-0 text-xs font-bold text-pitch-700">Pick #{p.pickNumber}</span>
                  <PositionBadge position={p.player.position} />
                  <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{p.player.playerName}</span>
                  <span className="ml-auto shrink-0 text-xs text-slate-500">{p.player.teamName}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
