import type { ActivityFilter } from "@shared/activity-filter";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
import { CATEGORIES, SEVERITIES, categoryLabel } from "@/features/league-admin/lib/activity/activity-query";

const SEVERITY_OPTIONS = [
  { value: "all", label: "All severities" },
  ...SEVERITIES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
];
const CATEGORY_OPTIONS = [{ value: "all", label: "All categories" }, ...CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))];

interface ActivityFiltersProps {
  filter: Required<ActivityFilter>;
  onChange: (filter: Required<ActivityFilter>) => void;
}

/** Search box plus severity and category (product.md §2 'activity log component'). */
export function ActivityFilters({ filter, onChange }: ActivityFiltersProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_10rem_11rem]">
      <SearchField
        label="Search activity"
        placeholder="Search user, action or details"
        value={filter.search}
        onValueChange={(search) => onChange({ ...filter, search })}
      />
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <NativeSelect
          label="Severity"
          value={filter.severity}
          options={SEVERITY_OPTIONS}
          onValueChange={(severity) => onChange({ ...filter, severity })}
        />
        <NativeSelect
          label="Category"
          value={filter.category}
          options={CATEGORY_OPTIONS}
          onValueChange={(category) => onChange({ ...filter, category })}
        />
      </div>
    </div>
  );
}
