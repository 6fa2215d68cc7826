import type { Player, VerificationPlayer } from "@shared/feed-types";

/** Spec 'Data verification': price in pounds with one decimal, from tenths of £1m. */
export const formatPounds = (tenths: number) => `£${(tenths / 10).toFixed(1)}`;

export interface SampleComparison {
  goalsMatch: boolean;
  priceMatch: boolean;
}

/**
 * The sample player's two readings agree? `feed` is the player as the players refresh last
 * stored it from bootstrap-static; `ours` is what scoring reads. A missing feed row matches nothing.
 */
export function compareSample(ours: VerificationPlayer, feed: Player | undefined): SampleComparison {
  return {
    goalsMatch: feed !== undefined && feed.goalsScored === ours.totalGoals,
    priceMatch: feed !== undefined && feed.nowCost === ours.price,
  };
}
