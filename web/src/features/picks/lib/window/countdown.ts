/** "3d 4h", "5h 12m", "12m", or "now": the time left until an instant, for the window's countdown. */
export function countdown(untilIso: string, now: number): string {
  const ms = Date.parse(untilIso) - now;
  if (ms <= 0) return "now";
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${Math.max(1, minutes)}m`;
}

/** A UK date and time for the window's instants (the deadline is a UK-time rule). */
export const ukDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

/** The headline a league screen shows for the window's state. */
export function windowHeadline(
  window: { state: "upcoming" | "open" | "closed"; opensAt: string; closesAt: string; takesPart: boolean; executedRunId: string | null },
  now: number,
) {
  if (window.state === "upcoming") return { title: "January window", detail: `Opens in ${countdown(window.opensAt, now)}` };
  if (window.state === "open") return { title: "January window open", detail: `Closes in ${countdown(window.closesAt, now)}` };
  return {
    title: "January window closed",
    detail: window.executedRunId ? "Window draft done" : window.takesPart ? "Window draft pending" : "Closed",
  };
}
