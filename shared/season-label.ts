/**
 * Season labels such as "2025/26" (product.md §10.7: derived from the feed's first deadline).
 * A season starts in August; a first deadline from January to June belongs to the season that
 * began the previous year.
 */
export function seasonLabelFor(firstDeadlineIso: string): string {
  const date = new Date(firstDeadlineIso);
  const year = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}

/** "2025/26" → "2024/25": the `season_name` of last season in element-summary `history_past`. */
export function previousSeasonLabel(label: string): string {
  const start = Number(label.slice(0, 4)) - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Far more than a replay's clock can shift one season's dates, far less than a year between seasons. */
const NEW_SEASON_GAP_DAYS = 300;

/** Where the newest stored season stands, and whether the feed's answer has every gameweek finished. */
export interface SeasonEnds {
  /** Every stored gameweek of the newest season is finished. */
  storedOver: boolean;
  /** The newest season's last stored gameweek deadline. */
  storedLastDeadline?: string;
  /** Every gameweek in the feed's answer is finished. */
  feedOver: boolean;
}

/**
 * The store season a feed answer belongs to (product.md §10.13). The newest stored season goes on until
 * the feed's first deadline is a season's length past the one it started with, or until that
 * season is over and the feed answers an unfinished season whose first deadline comes after the
 * stored season's last (what the real feed does each summer, and the local replay when its clock
 * moves on to the next season's pack, whose dates it shifts to the present). Only then does a new
 * season begin, named by its first deadline. A first deadline that merely drifts (the local
 * replay moves its dates with its clock) never splits a season.
 */
export function feedSeasonFor(
  firstDeadlineIso: string | undefined,
  newest: { season: string; firstDeadline?: string } | undefined,
  fallback: string,
  ends?: SeasonEnds,
): string {
  if (!newest) return firstDeadlineIso ? seasonLabelFor(firstDeadlineIso) : fallback;
  if (!firstDeadlineIso || !newest.firstDeadline) return newest.season;
  const gapDays = (Date.parse(firstDeadlineIso) - Date.parse(newest.firstDeadline)) / 86_400_000;
  const movedOn =
    !!ends?.storedOver && !ends.feedOver && !!ends.storedLastDeadline && Date.parse(firstDeadlineIso) > Date.parse(ends.storedLastDeadline);
  if (gapDays <= NEW_SEASON_GAP_DAYS && !movedOn) return newest.season;
  const label = seasonLabelFor(firstDeadlineIso);
  if (label > newest.season) return label;
  const start = Number(newest.season.slice(0, 4)) + 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}
