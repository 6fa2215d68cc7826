/** Backup kinds (product.md §7.9) and the downloaded file's name: type, league name and date. */
export const backupTypes = ["full", "users", "selections", "picks"] as const;
export type BackupType = (typeof backupTypes)[number];

export function backupFileName(type: BackupType, leagueName: string, date: Date): string {
  const slug =
    leagueName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "league";
  return `treble-${type}-${slug}-${date.toISOString().slice(0, 10)}.json`;
}
