import useSWR from "swr";
import { api } from "@/lib/api-client";

export interface TableSummary {
  name: string;
  rowCount: number;
}

export const TABLES_KEY = "/api/creator/tables";

export const getTables = () => api.get<TableSummary[]>(TABLES_KEY);

/** Each entity of the single table, as a "table" with its row count. */
export function useTables() {
  const { data, error, isLoading, mutate } = useSWR(TABLES_KEY, getTables);
  return { tables: data, error, isLoading, mutate };
}
