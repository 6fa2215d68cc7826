import useSWR from "swr";
import { api } from "@/lib/api-client";
import { tableDataUrl, type TableFilters } from "../lib/table-query";

export type TableRow = Record<string, unknown>;

/** Rows of one table through the search, gameweek and user filters; nothing is asked until a table is chosen. */
export function useTableData(table: string | null, filters: TableFilters) {
  const key = table ? tableDataUrl(table, filters) : null;
  const { data, error, isLoading, mutate } = useSWR(key, (url: string) => api.get<TableRow[]>(url), { keepPreviousData: true });
  return { rows: data, error, isLoading, mutate };
}
