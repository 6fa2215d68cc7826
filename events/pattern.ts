/**
 * EventBridge pattern matching for the local bus: every key of the pattern must match; an
 * array lists accepted literal values; an object descends into the event.
 */
export function matchesPattern(pattern: Record<string, unknown>, event: Record<string, unknown>): boolean {
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = event[key];
    if (Array.isArray(expected)) {
      const values = Array.isArray(actual) ? actual : [actual];
      return values.some((v) => expected.includes(v));
    }
    if (expected && typeof expected === "object") {
      return (
        actual !== null &&
        typeof actual === "object" &&
        matchesPattern(expected as Record<string, unknown>, actual as Record<string, unknown>)
      );
    }
    return false;
  });
}
