/**
 * Words around numbers and names in sentences the user reads, in one place so that every
 * screen says "1 goal" and "2 goals", and a name ending in a dot does not end a sentence twice.
 */
const pluralRules = new Intl.PluralRules("en-GB");
const numbers = new Intl.NumberFormat("en-GB");

/** "1 goal", "2 goals", "1,204 rows"; `many` for irregular plurals ("1 address", "2 addresses"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${numbers.format(count)} ${pluralRules.select(count) === "one" ? one : many}`;
}

/** Ends a sentence with a full stop unless it already ends with one ("You now appear as Alice A."). */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`;
}
