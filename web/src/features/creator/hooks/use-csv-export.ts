import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { exportCsv } from "../api/export-csv";
import type { TableFilters } from "../lib/table-query";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/** Export CSV with the catalogue's toasts ('Export Complete' / 'Export Failed'). */
export function useCsvExport() {
  const [exporting, setExporting] = useState(false);

  const run = async (table: string, filters: TableFilters) => {
    setExporting(true);
    try {
      const fileName = await exportCsv(table, filters);
      toast({ ...toasts.exported(fileName), variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.exportFailed, error));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
}
