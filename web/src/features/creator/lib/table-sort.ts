import { cellText } from "./table-cells";

export interface TableSort {
  column: string;
  descending: boolean;
}

const missing = (value: unknown) => value === null || value === undefined || value === "";

/**
 * Cells compare by the attribute's type: numbers as numbers (1, 10, 100 rather than 1, 100, 10),
 * booleans false first, text in natural order ("player#2" before "player#10"); missing values
 * always last.
 */
export function compareCells(a: unknown, b: unknown): number {
  if (missing(a) || missing(b)) return Number(missing(a)) - Number(missing(b));
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (typeof a === "number" || typeof b === "number") return typeof a === "number" ? -1 : 1;
  return cellText(a).localeCompare(cellText(b), "en", { numeric: true });
}

export function sortRows<T extends Record<string, unknown>>(rows: readonly T[], sort: TableSort | null): T[] {
  if (!sort) return [...rows];
  const { column, descending } = sort;
  return [...rows].sort((x, y) => {
    const a = x[column];
    const b = y[column];
    // Missing values stay last in both directions.
    if (missing(a) || missing(b)) return compareCells(a, b);
    return descending ? compareCells(b, a) : compareCells(a, b);
  });
}

/**
 * The table opens sorted by its numeric id (playerId rather than teamId: the id column with the
 * most distinct values, i.e. the row's own), if it has one.
 */
export function defaultSort(rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[]): TableSort | null {
  const ids = columns.filter((c) => /Id$/.test(c) && rows.some((r) => typeof r[c] === "number"));
  const distinct = (c: string) => new Set(rows.map((r) => r[c])).size;
  const column = ids.reduce<string | undefined>((best, c) => (best === undefined || distinct(c) > distinct(best) ? c : best), undefined);
  return column ? { column, descending: false } : null;
}
