/**
 * Words around numbers and names in sentences the user reads, in one place so that every
 * screen says "1 goal" and "2 goals", and a name ending in a dot does not end a sentence twice.
 */
let english: { rules: Intl.PluralRules; numbers: Intl.NumberFormat } | undefined;

/**
 * "1 goal", "2 goals", "1,204 rows"; `many` for irregular plurals ("1 address", "2 addresses").
 * The formatters are made on first use: building them loads the locale's data, ~14 ms of every
 * function's cold start when done at import, though most requests never count anything.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
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
