import { format } from "date-fns";

/** product.md §9 date format, used wherever the admin screens show a moment. */
const DATE_TIME_FORMAT = "MMM dd, yyyy HH:mm";

export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return "-";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "-" : format(time, DATE_TIME_FORMAT);
}
