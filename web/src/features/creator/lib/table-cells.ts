/** Every column any row has, in first-seen order: tables mix items with optional fields. */
export function columnsOf(rows: Array<Record<string, unknown>>): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** How one cell reads on screen: nested values as compact JSON, missing values as a dash. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
