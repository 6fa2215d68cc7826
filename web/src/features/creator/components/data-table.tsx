import { ArrowDown, ArrowUp } from "lucide-react";
import { useMemo, useState } from "react";
import type { TableRow } from "../api/get-table-data";
import { cellText, columnsOf } from "../lib/table-cells";
import { defaultSort, sortRows, type TableSort } from "../lib/table-sort";

/**
 * Every column of one page of rows, scrolling sideways inside its card (not the page) on narrow
 * screens. A header click sorts the page by that column's type (numbers as numbers).
 */
export function DataTable({ rows }: { rows: TableRow[] }) {
  const columns = useMemo(() => columnsOf(rows), [rows]);
  const [chosen, setChosen] = useState<TableSort | null>(null);
  const sort = chosen ?? defaultSort(rows, columns);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const toggle = (column: string) =>
    setChosen(sort?.column === column ? { column, descending: !sort.descending } : { column, descending: false });

  return (
    <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200" role="region" tabIndex={0} aria-label="Table rows">
      <table className="min-w-full text-left text-xs" data-testid="data-table">
        <thead className="sticky top-0 z-10 bg-slate-100 text-slate-600">
          <tr>
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className="whitespace-nowrap p-0 font-semibold"
                aria-sort={sort?.column === c ? (sort.descending ? "descending" : "ascending") : undefined}
              >
                <button
                  type="button"
                  onClick={() => toggle(c)}
                  className="flex w-full items-center gap-1 px-3 py-2 text-left hover:bg-slate-200"
                >
                  {c}
                  {sort?.column === c &&
                    (sort.descending ? <ArrowDown className="size-3" aria-hidden /> : <ArrowUp className="size-3" aria-hidden />)}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {sorted.map((row, i) => (
            <tr key={i} className="hover:bg-slate-50">
              {columns.map((c) => (
                <td key={c} className="max-w-xs truncate whitespace-nowrap px-3 py-1.5 font-mono text-slate-800" title={cellText(row[c])}>
                  {cellText(row[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
