/** The creator's table browser filters (product.md §2 'Creator panel': search, gameweek and user). */
export interface TableFilter {
  search?: string;
  gameweek?: number;
  user?: string;
}

const USER_FIELDS = ["userId", "username", "email", "executedByUsername", "name"];
const GAMEWEEK_FIELDS = ["gameweekId", "scoringStartGameweek"];

export function filterRows(rows: Array<Record<string, unknown>>, filter: TableFilter): Array<Record<string, unknown>> {
  const search = filter.search?.trim().toLowerCase();
  const user = filter.user?.trim().toLowerCase();
  return rows.filter((row) => {
    if (filter.gameweek !== undefined && !GAMEWEEK_FIELDS.some((f) => row[f] === filter.gameweek)) return false;
    if (
      user &&
      !USER_FIELDS.some((f) =>
        String(row[f] ?? "")
          .toLowerCase()
          .includes(user),
      )
    )
      return false;
    if (
      search &&
      !Object.values(row).some((v) => (typeof v === "object" ? JSON.stringify(v) : String(v ?? "")).toLowerCase().includes(search))
    )
      return false;
    return true;
  });
}
