import { csvFileName } from "@shared/csv-file-name";
import { ApiError } from "@/lib/api-error";
import { fileNameFromDisposition } from "../lib/content-disposition";
import { exportCsvUrl, type TableFilters } from "../lib/table-query";

/**
 * Downloads one table as CSV through the same filters as the screen. A fetch (not a link) so a
 * refusal becomes an error toast instead of a page of JSON; the file is named by the server.
 */
export async function exportCsv(table: string, filters: TableFilters): Promise<string> {
  const response = await fetch(exportCsvUrl(table, filters), { credentials: "include", headers: { accept: "text/csv" } });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const fileName = fileNameFromDisposition(response.headers.get("content-disposition")) ?? csvFileName(table, new Date());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob after click() returns; revoking at once can cancel it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
