/** Filters of the activity log (product.md §2 'activity log component': search box, severity and category filters). */
export interface ActivityFilter {
  search?: string;
  severity?: string;
  category?: string;
}

export interface FilterableActivity {
  username: string;
  actionType: string;
  actionDetails: string;
  severity: string;
  category: string;
}

export function filterActivity<T extends FilterableActivity>(entries: T[], filter: ActivityFilter): T[] {
  const needle = filter.search?.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (!filter.severity || filter.severity === "all" || e.severity === filter.severity) &&
      (!filter.category || filter.category === "all" || e.category === filter.category) &&
      (!needle || [e.username, e.actionType, e.actionDetails].some((field) => field.toLowerCase().includes(needle))),
  );
}
