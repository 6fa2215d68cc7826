import { Search } from "lucide-react";
import type { ActivityFilter } from "@shared/activity-filter";
import { Input } from "@/components/ui/input";
import { CATEGORIES, SEVERITIES, categoryLabel } from "@/lib/activity/activity-query";

const selectClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-500/40";

interface ActivityFiltersProps {
  filter: Required<ActivityFilter>;
  onChange: (filter: Required<ActivityFilter>) => void;
}

/** Search box plus severity and category (spec 'activity log component'); native selects suit phones. */
export function ActivityFilters({ filter, onChange }: ActivityFiltersProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_10rem_11rem]">
      <label className="relative block">
        <span className="sr-only">Search activity</span>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          placeholder="Search user, action or details"
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          className="pl-9"
          autoComplete="off"
        />
      </label>
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <select aria-label="Severity" className={selectClass} value={filter.severity} onChange={(event) => onChange({ ...filter, severity: event.target.value })}>
          <option value="all">All severities</option>
          {SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {s.charAt(0).toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
        <select aria-label="Category" className={selectClass} value={filter.category} onChange={(event) => onChange({ ...filter, category: event.target.value })}>
          <option value="all">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
