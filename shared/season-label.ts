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
