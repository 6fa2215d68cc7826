/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}

/**
 * A place in words: "3rd", or "joint 1st" when others share it (the board ranks 1, 1, 3), so a
 * member level with another is never told they are first alone.
 */
export const placeInWords = (position: number, shared: boolean) => `${shared ? "joint " : ""}${ordinal(position)}`;

/** The positions more than one row holds (standard competition ranking: equal totals, equal positions). */
export function sharedPositions(rows: ReadonlyArray<{ position: number }>): ReadonlySet<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const { position } of rows) (seen.has(position) ? shared : seen).add(position);
  return shared;
}
