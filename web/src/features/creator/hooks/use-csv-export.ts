import { useState } from "react";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";
import { serverMessageOf } from "@/lib/api-error";
import { exportCsv } from "../api/export-csv";
import type { TableFilters } from "../lib/table-query";

/** Export CSV with the spec's toasts ('Export Complete' / 'Export Failed'). */
export function useCsvExport() {
  const [exporting, setExporting] = useState(false);

  const run = async (table: string, filters: TableFilters) => {
    setExporting(true);
    try {
      const fileName = await exportCsv(table, filters);
      toast({ title: "Export Complete", description: `${fileName} downloaded.`, variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error))
        toast({ title: "Export Failed", description: serverMessageOf(error, "The CSV could not be downloaded."), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
}
