import { useState } from "react";
import type { TablePage } from "@shared/contract/responses";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { tableDataQuery, type TableFilters } from "../lib/table-query";

export type TableRow = TablePage["rows"][number];

/**
 * One page of a table through the search, gameweek and user filters, with the cursors of the
 * pages before it so the creator can go back. Nothing is asked until a table is chosen; a new
 * table or filter starts again from the first page.
 */
export function useTablePages(table: string | null, filters: TableFilters) {
  const from = JSON.stringify([table, filters]);
  const [trail, setTrail] = useState<{ from: string; cursors: string[] }>({ from, cursors: [] });
  const cursors = trail.from === from ? trail.cursors : [];
  const query = table ? { query: tableDataQuery(table, filters, cursors.at(-1)) } : null;
  const { data, error, isLoading, mutate } = useCall(contract.creator.tableData, query, { keepPreviousData: true });
  const nextCursor = data?.nextCursor;
  return {
    page: data,
    error,
    isLoading,
    mutate,
    pageNumber: cursors.length + 1,
    next: nextCursor ? () => setTrail({ from, cursors: [...cursors, nextCursor] }) : undefined,
    previous: cursors.length > 0 ? () => setTrail({ from, cursors: cursors.slice(0, -1) }) : undefined,
  };
}
