import { format } from "date-fns";

/** The creator panel's date format (product.md §9: 'MMM dd, HH:mm'). */
const CREATOR_DATE_FORMAT = "MMM dd, HH:mm";

export function formatCreatorTime(iso: string | null | undefined): string {
  if (!iso) return "-";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, CREATOR_DATE_FORMAT);
}

/** Steps of one refresh run often land within the same minute, so the process log shows seconds. */
export function formatStepTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, "HH:mm:ss");
}

const number = new Intl.NumberFormat("en-GB");

export const formatMs = (ms: number) => `${number.format(ms)} ms`;
export const formatBytes = (bytes: number) => `${number.format(bytes)} bytes`;

/** "1 error", "3 errors", "1 entry", "5 entries". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${number.format(n)} ${n === 1 ? one : many}`;
