/**
 * EventBridge schedule expressions, as events/jobs.ts declares them, for the local scheduler:
 * `rate(N minute|minutes|hour|hours|day|days)` and the six-field `cron(min hour dom month dow year)`
 * with `*`, `?`, lists, ranges and steps (UTC, day-of-week 1–7 = SUN–SAT, as in EventBridge).
 */
const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
const DAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

export function nextRun(expression: string, after: Date): Date {
  const rate = expression.match(/^rate\((\d+)\s+(minute|hour|day)s?\)$/);
  if (rate) return new Date(after.getTime() + Number(rate[1]) * UNIT_MS[rate[2]]);
  const cron = expression.match(/^cron\((.+)\)$/);
  if (!cron) throw new Error(`Unsupported schedule expression: ${expression}`);
  const fields = cron[1].trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`cron needs 6 fields: ${expression}`);
  const [minutes, hours, dom, months, dow, years] = [
    parseField(fields[0], 0, 59),
    parseField(fields[1], 0, 23),
    parseField(fields[2], 1, 31),
    parseField(fields[3], 1, 12, MONTHS, 1),
    parseField(fields[4], 1, 7, DAYS, 1),
    parseField(fields[5], 1970, 2199),
  ];
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  // Minute by minute is plain and fast enough: a daily schedule needs at most 1,440 steps.
  for (let i = 0; i < 366 * 24 * 60; i++) {
    if (
      minutes(t.getUTCMinutes()) &&
      hours(t.getUTCHours()) &&
      dom(t.getUTCDate()) &&
      months(t.getUTCMonth() + 1) &&
      dow(t.getUTCDay() + 1) &&
      years(t.getUTCFullYear())
    )
      return t;
    t.setUTCMinutes(t.getUTCMinutes() + 1);
  }
  throw new Error(`No run within a year for ${expression}`);
}

function parseField(field: string, min: number, max: number, names: string[] = [], nameBase = 0): (value: number) => boolean {
  if (field === "*" || field === "?") return () => true;
  const value = (token: string) => {
    const named = names.indexOf(token.toUpperCase());
    return named >= 0 ? named + nameBase : Number(token);
  };
  const allowed = new Set<number>();
  for (const part of field.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText ? Number(stepText) : 1;
    const [from, to] =
      range === "*" ? [min, max] : range.includes("-") ? range.split("-").map(value) : [value(range), stepText ? max : value(range)];
    if (![from, to, step].every(Number.isFinite)) throw new Error(`Bad cron field: ${field}`);
    for (let v = from; v <= to; v += step) allowed.add(v);
  }
  return (v) => allowed.has(v);
}
