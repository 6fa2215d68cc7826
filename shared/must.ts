/**
 * The value, or an error naming what was missing. For lookups an invariant guarantees (the run a
 * league points at, a map built from the same list): if the invariant breaks, the failure says
 * which lookup it was instead of a later "cannot read properties of undefined".
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
