import { stringify } from "csv-stringify/sync";

/**
 * CSV for the creator's exports (RFC 4180, written by csv-stringify): fields with a comma, quote
 * or line break are quoted and quotes doubled. Cells a spreadsheet would run as a formula
 * (starting with =, +, -, @, or a tab / carriage return) are neutralised with a leading
 * apostrophe (OWASP's CSV injection advice); objects are written as JSON.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text before quoting. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(rows: Array<Record<string, unknown>>): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  // Every type through csvCell: the library's own casts write booleans as 1 and dates as numbers.
  const cell = (value: unknown) => csvCell(value);
  return stringify(rows, {
    header: true,
    columns,
    record_delimiter: "\r\n",
    // The library quotes only the record delimiter itself; a lone \n or \r in a cell must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { string: cell, number: cell, bigint: cell, boolean: cell, date: cell, object: cell },
  });
}
