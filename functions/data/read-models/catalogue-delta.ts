/** One catalogue item (a player, a club, a gameweek) a run wrote, by its key. */
export interface CatalogueWrite {
  kind: "player" | "team" | "gameweek";
  season: string;
  id: number;
}

/**
 * The most catalogue items a run's version names for readers to read alone: a new gameweek's
 * run writes two or three gameweeks and the players whose goal totals moved. A run that wrote
 * more (the daily players refresh, with prices and news) is read again in full, three queries once
 * per function instance; the cap keeps the version item small, since every board call reads it.
 */
export const MAX_CATALOGUE_CHANGES = 32;

/**
 * `held` with the items read again for `ids` in their places: the list a fresh query would give,
 * in its order. Undefined when an id is not held (an item new to the catalogue): its place in the
 * query's order is DynamoDB's to give, so the kind is read again in full. The same array when
 * nothing was written, so a board's catalogue objects stay the same ones.
 */
export function withCatalogueWrites<T>(held: T[], idOf: (item: T) => number, fresh: readonly T[]): T[] | undefined {
  if (fresh.length === 0) return held;
  const written = new Map(fresh.map((item) => [idOf(item), item]));
  let replaced = 0;
  const next = held.map((item) => {
    const now = written.get(idOf(item));
    if (now === undefined) return item;
    replaced += 1;
    return now;
  });
  return replaced === written.size ? next : undefined;
}
