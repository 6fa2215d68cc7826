/**
 * Words around numbers and names in sentences the user reads, in one place so that every
 * screen says "1 goal" and "2 goals", and a name ending in a dot does not end a sentence twice.
 */
let english: { rules: Intl.PluralRules; numbers: Intl.NumberFormat } | undefined;

/**
 * "1 goal", "2 goals", "1,204 rows"; `many` for irregular plurals ("1 address", "2 addresses").
 * A whole number, what nearly every count is, is worded here: English says "one" for 1 alone and
 * groups digits by threes, and the Intl formatters' first construction (the locale's data) cost
 * ~14 ms of every function's cold start and ~45 ms of a phone's first board, which counts goals in
 * every row (decision 0338). Anything else goes to the formatters, made on first use.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  if (Number.isSafeInteger(count) && !Object.is(count, -0)) {
    const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ",");
    return `${count < 0 ? "-" : ""}${digits} ${Math.abs(count) === 1 ? one : many}`;
  }
  english ??= { rules: new Intl.PluralRules("en-GB"), numbers: new Intl.NumberFormat("en-GB") };
  return `${english.numbers.format(count)} ${english.rules.select(count) === "one" ? one : many}`;
}

/** Ends a sentence with a full stop unless it already ends with one ("You now appear as Alice A."). */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`;
}

/** "Ann", "Ann and Ben", "Ann, Ben and Cy": names in a sentence. */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
