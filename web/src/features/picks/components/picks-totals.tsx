import { SELECTIONS_PER_USER } from "@shared/constants";
import type { PickTotals } from "../lib/pick-totals";
import { formatPrice } from "@/features/picks/lib/price";

const Stat = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-col justify-between rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
    <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</dd>
  </div>
);

/** product.md §2 'My picks' totals: picks, value, goals last season. */
export function PicksTotals({ totals }: { totals: PickTotals }) {
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="pick-totals">
      <Stat label="Picks" value={`${totals.picks}/${SELECTIONS_PER_USER}`} />
      <Stat label="Value" value={formatPrice(totals.value)} />
      <Stat label="Goals last season" value={String(totals.goalsLastSeason)} />
    </dl>
  );
}
