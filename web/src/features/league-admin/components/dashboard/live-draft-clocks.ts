import type { PickClockName } from "@shared/live-draft/clock";

/** The clocks of product.md §10.15: four for a draft in one sitting, three slow ones over days. */
export const CLOCKS: ReadonlyArray<{ value: PickClockName; label: string; slow?: true }> = [
  { value: "30s", label: "30 seconds a pick" },
  { value: "60s", label: "60 seconds a pick" },
  { value: "90s", label: "90 seconds a pick" },
  { value: "2m", label: "2 minutes a pick" },
  { value: "1h", label: "Slow: 1 hour a pick", slow: true },
  { value: "8h", label: "Slow: 8 hours a pick", slow: true },
  { value: "24h", label: "Slow: 24 hours a pick", slow: true },
];

/** `<input type="datetime-local">`'s value for a moment, in the admin's own time zone. */
export const localInput = (t: number) => {
  const d = new Date(t - new Date(t).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
