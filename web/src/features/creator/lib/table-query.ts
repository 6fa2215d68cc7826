import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/api-client";
/** The DB tab's filters, as typed. Empty fields filter nothing. */
export interface TableFilters {
  search: string;
  gameweek: string;
  user: string;
}

export const NO_FILTERS: TableFilters = { search: "", gameweek: "", user: "" };

/** Gameweeks are whole numbers 1–38 (the API answers 400 otherwise). */
export function gameweekFilter(text: string): { value: number | null; valid: boolean } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null, valid: true };
  const value = Number(trimmed);
  const valid = /^\d+$/.test(trimmed) && value >= 1 && value <= 38;
  return { value: valid ? value : null, valid };
}

/** The query string shared by table-data and export-csv, so the export holds exactly the rows on screen. */
function filterQuery(filters: TableFilters): URLSearchParams {
  const query = new URLSearchParams();
  const search = filters.search.trim();
  const user = filters.user.trim();
  const gameweek = gameweekFilter(filters.gameweek).value;
  if (search) query.set("search", search);
  if (gameweek !== null) query.set("gameweek", String(gameweek));
  if (user) query.set("user", user);
  return query;
}

export function tableDataUrl(table: string, filters: TableFilters, cursor?: string): string {
  const query = filterQuery(filters);
  query.set("table", table);
  if (cursor) query.set("cursor", cursor);
  return `${urlOf(contract.creator.tableData)}?${query}`;
}

export function exportCsvUrl(table: string, filters: TableFilters): string {
  const query = filterQuery(filters).toString();
  const path = urlOf(contract.creator.exportCsv, { params: { table } });
  return query ? `${path}?${query}` : path;
}
