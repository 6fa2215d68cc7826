import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/url-of";
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

/** The filters as the query of table-data and export-csv, so the export holds exactly the rows on screen. */
function filterQuery(filters: TableFilters): { search?: string; gameweek?: string; user?: string } {
  const search = filters.search.trim();
  const user = filters.user.trim();
  const gameweek = gameweekFilter(filters.gameweek).value;
  return { search: search || undefined, gameweek: gameweek === null ? undefined : String(gameweek), user: user || undefined };
}

/** One page of `table` through the filters: table-data's query. */
export function tableDataQuery(table: string, filters: TableFilters, cursor?: string) {
  return { ...filterQuery(filters), table, cursor };
}

export function exportCsvUrl(table: string, filters: TableFilters): string {
  return urlOf(contract.creator.exportCsv, { params: { table }, query: filterQuery(filters) });
}
