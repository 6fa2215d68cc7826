// Apart from csv.ts: the SPA names downloads too, and the CSV writer (csv-stringify) needs Node's Buffer.
/** The export's file name: table name plus a yyyy-MM-dd_HH-mm timestamp (product.md §9). */
export function csvFileName(table: string, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}_${pad(at.getUTCHours())}-${pad(at.getUTCMinutes())}`;
  return `${table}_${stamp}.csv`;
}
