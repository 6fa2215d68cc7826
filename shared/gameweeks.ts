/** The feed's flags on a gameweek: the one being played and the next to start. */
interface Flagged {
  isCurrent: boolean;
  isNext: boolean;
}

/**
 * The gameweek a screen calls "this week": the feed's current one, or, before the season's first
 * deadline (no gameweek is current yet), the next. One rule for the board, the feed routes, the
 * creator's panel and the SPA's header, so they never disagree on which week it is.
 */
export function currentGameweek<G extends Flagged>(gameweeks: readonly G[]): G | undefined {
  return gameweeks.find((g) => g.isCurrent) ?? gameweeks.find((g) => g.isNext);
}
