import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { TableRow } from "../api/get-table-data";
import { cellText, columnsOf } from "../lib/table-cells";

/** Rows are drawn a page at a time: a player table is 800+ rows of 20 columns. */
const PAGE_ROWS = 100;

/** Every column of every row, scrolling sideways inside its card (not the page) on narrow screens. */
export function DataTable({ rows }: { rows: TableRow[] }) {
  const [shown, setShown] = useState(PAGE_ROWS);
  const columns = columnsOf(rows);
  return (
    <div className="space-y-3">
      <div className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200" role="region" tabIndex={0} aria-label="Table rows">
        <table className="min-w-full text-left text-xs" data-testid="data-table">
          <thead className="sticky top-0 z-10 bg-slate-100 text-slate-600">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.slice(0, shown).map((row, i) => (
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
      {rows.length > shown && (
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={() => setShown((n) => n + PAGE_ROWS)}>
            Show {Math.min(PAGE_ROWS, rows.length - shown)} more of {rows.length - shown}
          </Button>
        </div>
      )}
    </div>
  );
}
