import type { OriginalSelection } from "@/features/picks/api/get-original-selections";

export interface PickTotals {
  picks: number;
  /** Tenths of £1m, like nowCost. */
  value: number;
  goalsLastSeason: number;
  seasonGoals: number;
}

/** The totals row of 'Players Selected' (product.md §2 'My picks'); players the feed lost count as zero. */
export function pickTotals(selections: readonly OriginalSelection[]): PickTotals {
  return selections.reduce<PickTotals>(
    (sum, s) => ({
      picks: sum.picks + 1,
      value: sum.value + (s.player?.nowCost ?? 0),
      goalsLastSeason: sum.goalsLastSeason + (s.player?.goalsLastSeason ?? 0),
      seasonGoals: sum.seasonGoals + (s.player?.goalsScored ?? 0),
    }),
    { picks: 0, value: 0, goalsLastSeason: 0, seasonGoals: 0 },
  );
}
