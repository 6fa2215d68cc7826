import { format } from "date-fns";

/** product.md §9 date format. */
export const formatTime = (iso: string | null | undefined) => (iso ? format(new Date(iso), "MMM dd, yyyy HH:mm") : "never");
