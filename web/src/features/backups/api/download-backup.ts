import type { BackupType } from "@shared/backup";
import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/url-of";
import { ApiError } from "@/lib/api-error";
import { fileNameFromDisposition } from "../lib/content-disposition";

/**
 * Fetches a backup and saves it through a temporary <a download>: the name comes from the
 * server (type, league and date, product.md §7.9), and a failed call stays an error on this screen
 * instead of navigating to an error page. Answers the saved file's name.
 */
export async function downloadBackup(type: BackupType, leagueId: string): Promise<string> {
  const response = await fetch(urlOf(contract.backup.download, { params: { type }, query: { leagueId } }), { credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const fileName = fileNameFromDisposition(response.headers.get("content-disposition"), `treble-${type}-backup.json`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}
