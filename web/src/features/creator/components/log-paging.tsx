import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LOG_RANGES, type LogRangeId } from "../lib/log-range";

/** The time range of a log view. */
export function LogRangeSelect({ value, onChange }: { value: LogRangeId; onChange: (id: LogRangeId) => void }) {
  return (
    <select
      aria-label="Time range"
      value={value}
      onChange={(e) => onChange(e.target.value as LogRangeId)}
      className="h-8 rounded-md border border-slate-200 bg-white px-2 text-sm text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-500"
    >
      {LOG_RANGES.map((r) => (
        <option key={r.id} value={r.id}>
          {r.label}
        </option>
      ))}
    </select>
  );
}

/** Newer / older pages of a log view, newest first. */
export function LogPager({ pageNumber, newer, older }: { pageNumber: number; newer?: () => void; older?: () => void }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Log pages" className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
      <Button variant="outline" size="sm" onClick={newer} disabled={!newer}>
        <ChevronLeft aria-hidden />
        Newer
      </Button>
      <span className="text-xs text-slate-500">Page {pageNumber}</span>
      <Button variant="outline" size="sm" onClick={older} disabled={!older}>
        Older
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
