const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * A time soon (a mute's end) in the reader's own clock and words: "21:05 today", "09:30 tomorrow",
 * else the day and date. Local time, as the member lives it; the server sends UTC.
 */
export function whenText(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (dayKey(at) === dayKey(now)) return `${clock} today`;
  if (dayKey(at) === dayKey(tomorrow)) return `${clock} tomorrow`;
  return `${clock} on ${at.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short" })}`;
}
