/** The DB tab's columns and cell text. */
import { describe, expect, it } from "vitest";
import { cellText, columnsOf } from "./table-cells";

describe("columnsOf", () => {
  it("collects every column across rows in first-seen order", () => {
    expect(columnsOf([{ a: 1, b: 2 }, { b: 3, c: 4 }, {}])).toEqual(["a", "b", "c"]);
    expect(columnsOf([])).toEqual([]);
  });
});

describe("cellText", () => {
  it("shows plain values as text", () => {
    expect(cellText(12)).toBe("12");
    expect(cellText(false)).toBe("false");
    expect(cellText("Saka")).toBe("Saka");
  });

  it("shows nested values as JSON and missing ones as a dash", () => {
    expect(cellText({ code: "ABC123" })).toBe('{"code":"ABC123"}');
    expect(cellText([1, 2])).toBe("[1,2]");
    expect(cellText(null)).toBe("-");
    expect(cellText(undefined)).toBe("-");
    expect(cellText("")).toBe("-");
  });
});
