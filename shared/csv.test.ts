/** CSV export: awkward values round-trip through a real CSV parser; formula-like cells are neutralised. */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { csvFileName } from "./csv-file-name";

describe("toCsv", () => {
  it("round-trips commas, quotes, newlines and unicode", () => {
    const rows = [
      { name: "Smith, John", quote: 'He said "hi"', lines: "one\ntwo\r\nthree", unicode: "Ødegaard – 🎯 ñ", empty: null },
      { name: "plain", quote: "", lines: "x", unicode: "日本語", empty: undefined },
    ];
    const parsed = parse(toCsv(rows), { columns: true });
    expect(parsed).toEqual([
      { name: "Smith, John", quote: 'He said "hi"', lines: "one\ntwo\r\nthree", unicode: "Ødegaard – 🎯 ñ", empty: "" },
      { name: "plain", quote: "", lines: "x", unicode: "日本語", empty: "" },
    ]);
  });

  it("neutralises cells a spreadsheet would run", () => {
    for (const danger of ["=1+2", "+SUM(A1)", "-2+3", "@cmd", "\t=x", "\r=x"]) expect(csvCell(danger).replace(/^"/, "")).toMatch(/^'/);
    const parsed = parse(toCsv([{ cell: '=HYPERLINK("http://x")' }]), { columns: true }) as Array<Record<string, string>>;
    expect(parsed[0].cell).toBe(`'=HYPERLINK("http://x")`);
    expect(csvCell("safe-value")).toBe("safe-value");
    expect(csvCell(-5)).toBe("'-5");
  });

  it("writes the same bytes the hand-written writer did: CRLF rows, lone line breaks quoted, booleans as words", () => {
    expect(
      toCsv([
        { a: "x\ny", b: true, c: -1, d: 'say "hi"' },
        { a: "", e: "late column" },
      ]),
    ).toBe('a,b,c,d,e\r\n"x\ny",true,\'-1,"say ""hi""",\r\n,,,,late column\r\n');
  });

  it("writes objects as JSON and names the file with a minute timestamp", () => {
    expect((parse(toCsv([{ meta: { a: 1 } }]), { columns: true }) as Array<Record<string, string>>)[0].meta).toBe('{"a":1}');
    expect(csvFileName("users", new Date("2026-11-22T09:05:00Z"))).toBe("users_2026-11-22_09-05.csv");
  });
});
