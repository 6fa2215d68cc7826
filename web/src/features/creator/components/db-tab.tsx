import { ChevronLeft, ChevronRight, Download, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast-store";
import { isUnauthorizedError, failureToast } from "@/lib/api-error";
import { useTablePages } from "../api/get-table-data";
import { getTables, useTables } from "../api/get-tables";
import { useCsvExport } from "../hooks/use-csv-export";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useListRefresh } from "../hooks/use-list-refresh";
import { countOf } from "../lib/format";
import { NO_FILTERS, gameweekFilter, type TableFilters } from "../lib/table-query";
import { DataTable } from "./data-table";
import { EmptyText, LoadFailed } from "./empty-text";
import { TableFilterFields } from "./table-filters";
import { TabCard } from "./tab-card";
import { plural } from "@shared/text";
import { toasts } from "@shared/messages";

/**
 * DB tab: pick a table, filter its rows a page at a time (the server reads the store with
 * DynamoDB's cursor), sort a page by any column (the screen says so), export every matching row as CSV.
 */
export function DbTab() {
  const tables = useTables();
  const [table, setTable] = useState<string | null>(null);
  const [filters, setFilters] = useState<TableFilters>(NO_FILTERS);
  const applied = useDebouncedValue(filters);
  const data = useTablePages(table, applied);
  const tablesRefresh = useListRefresh(tables.mutate, getTables);
  const csv = useCsvExport();
  const rowCount = tables.tables?.find((t) => t.name === table)?.rowCount;

  useEffect(() => {
    if (data.error && !isUnauthorizedError(data.error)) toast(failureToast(toasts.tableNotRead, data.error));
  }, [data.error]);

  const refresh = () => {
    void tablesRefresh.refresh();
    if (table) void data.mutate();
  };

  return (
    <TabCard
      title="Database"
      summary={tables.tables ? countOf(tables.tables.length, "table") : undefined}
      onRefresh={refresh}
      refreshing={tablesRefresh.refreshing}
      actions={
        <Button
          size="sm"
          onClick={() => table && void csv.run(table, applied)}
          disabled={!table || csv.exporting || !gameweekFilter(applied.gameweek).valid}
        >
          {csv.exporting ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          Export CSV
        </Button>
      }
    >
      <div className="space-y-4">
        {tables.isLoading && <Skeleton className="h-10" />}
        {tables.error && !tables.tables && <LoadFailed>Failed to load the table list.</LoadFailed>}
        {tables.tables && (
          <div className="space-y-1">
            <Label htmlFor="db-table" className="block">
              Table
            </Label>
            <select
              id="db-table"
              value={table ?? ""}
              onChange={(e) => setTable(e.target.value || null)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-pitch-500 sm:max-w-sm"
            >
              <option value="">Select a table</option>
              {tables.tables.map((t) => (
                <option key={t.name} value={t.name}>
                  {t.name} ({plural(t.rowCount, "row")})
                </option>
              ))}
            </select>
          </div>
        )}
        <TableFilterFields filters={filters} onChange={setFilters} />
        {!table && <EmptyText>Select a table to browse its rows.</EmptyText>}
        {table && data.isLoading && !data.page && <Skeleton className="h-48" />}
        {table && data.error && <LoadFailed>Failed to fetch table data</LoadFailed>}
        {table && data.page && !data.error && (
          <>
            <p className="text-xs text-slate-500" data-testid="db-row-summary">
              {data.isLoading
                ? "Loading rows..."
                : `Page ${data.pageNumber}: ${plural(data.page.rows.length, "row")} · ${rowCount !== undefined ? `${plural(rowCount, "row")} in ${table}` : table}`}
            </p>
            {(data.previous || data.next) && (
              // The store is read a page at a time with DynamoDB's cursor, which has no order of
              // its own; say plainly that a header click orders this page, not the whole table.
              <p className="text-xs text-slate-500" data-testid="db-sort-scope">
                Column sorting orders the rows on this page. Filters and Export CSV cover every row in {table}.
              </p>
            )}
            {data.page.rows.length === 0 ? (
              <EmptyText>No data found for selected filters</EmptyText>
            ) : (
              <DataTable key={`${table}-${JSON.stringify(applied)}-${data.pageNumber}`} rows={data.page.rows} />
            )}
            {(data.previous || data.next) && (
              <nav aria-label="Table pages" className="flex items-center justify-between gap-2">
                <Button variant="outline" size="sm" onClick={data.previous} disabled={!data.previous || data.isLoading}>
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <span className="text-xs text-slate-500">Page {data.pageNumber}</span>
                <Button variant="outline" size="sm" onClick={data.next} disabled={!data.next || data.isLoading}>
                  Next <ChevronRight aria-hidden />
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </TabCard>
  );
}
