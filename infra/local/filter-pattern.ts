/**
 * The part of CloudWatch Logs' filter pattern syntax the app's reader uses, so the local
 * FilterLogEvents server answers the same queries as AWS: a JSON comparison
 * (`{ $.kind = "api" }`, `=`, `!=`, `<`, `<=`, `>`, `>=`) or text terms (`ERROR "Task timed out"`
 * all must appear; `?ERROR ?"Task timed out"` any may; `-term` must not). An empty pattern
 * matches everything. Anything else is refused, as AWS refuses a pattern it cannot parse.
 */
export function compileFilterPattern(pattern: string | undefined): (message: string) => boolean {
  const source = (pattern ?? "").trim();
  if (source === "") return () => true;
  if (source.startsWith("{")) return jsonComparison(source);
  return textTerms(source);
}

export class InvalidFilterPattern extends Error {
  override name = "InvalidParameterException";
}

function jsonComparison(source: string) {
  const match = source.match(/^\{\s*\$\.([A-Za-z0-9_.]+)\s*(=|!=|<=|>=|<|>)\s*("(?:[^"\\]|\\.)*"|[^\s}]+)\s*\}$/);
  if (!match) throw new InvalidFilterPattern(`Invalid filter pattern: ${source}`);
  const [, path, op, rawValue] = match;
  const quoted = rawValue.startsWith('"');
  const expected: string | number = quoted ? JSON.parse(rawValue) : Number.isNaN(Number(rawValue)) ? rawValue : Number(rawValue);
  return (message: string) => {
    let value: unknown;
    try {
      value = path
        .split(".")
        .reduce<unknown>(
          (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
          JSON.parse(message),
        );
    } catch {
      return false;
    }
    if (value === undefined) return false;
    switch (op) {
      case "=":
        return String(value) === String(expected);
      case "!=":
        return String(value) !== String(expected);
      default: {
        const [a, b] = [Number(value), Number(expected)];
        if (Number.isNaN(a) || Number.isNaN(b)) return false;
        return op === "<" ? a < b : op === "<=" ? a <= b : op === ">" ? a > b : a >= b;
      }
    }
  };
}

function textTerms(source: string) {
  const terms = [...source.matchAll(/([?-]?)(?:"((?:[^"\\]|\\.)*)"|(\S+))/g)].map((m) => ({
    mode: m[1] === "?" ? "any" : m[1] === "-" ? "not" : "all",
    text: m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : m[3],
  }));
  const any = terms.filter((t) => t.mode === "any");
  const all = terms.filter((t) => t.mode === "all");
  const not = terms.filter((t) => t.mode === "not");
  return (message: string) =>
    (any.length === 0 || any.some((t) => message.includes(t.text))) &&
    all.every((t) => message.includes(t.text)) &&
    !not.some((t) => message.includes(t.text));
}
