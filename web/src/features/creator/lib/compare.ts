import type { FeedComparison, VerificationPlayer } from "@shared/feed-types";

type FeedPlayer = FeedComparison["feedPlayers"][number];

/** product.md §2 'Data verification': price in pounds with one decimal, from tenths of £1m ("£14.6m"). */
export const formatPounds = (tenths: number) => `£${(tenths / 10).toFixed(1)}m`;

export interface SampleComparison {
  goalsMatch: boolean;
  priceMatch: boolean;
}

/**
 * The sample player's two readings agree? `feed` is the player as the FPL API gives it
 * now; `ours` is what scoring reads. A missing feed row matches nothing.
 */
export function compareSample(ours: VerificationPlayer, feed: FeedPlayer | undefined): SampleComparison {
  return {
    goalsMatch: feed !== undefined && feed.goalsScored === ours.totalGoals,
    priceMatch: feed !== undefined && feed.nowCost === ours.price,
  };
}
