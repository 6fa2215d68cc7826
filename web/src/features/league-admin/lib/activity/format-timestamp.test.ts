/** Admin screens' date format (product.md §9 'MMM dd, yyyy HH:mm') and its fallbacks. */
import { describe, expect, it } from "vitest";
import { formatTimestamp } from "./format-timestamp";

describe("formatTimestamp", () => {
  it("formats a local time", () => {
    const local = new Date(2025, 7, 14, 9, 5).toISOString();
    expect(formatTimestamp(local)).toBe("Aug 14, 2025 09:05");
  });

  it("shows a dash for nothing or nonsense", () => {
    expect(formatTimestamp(null)).toBe("-");
    expect(formatTimestamp("not a date")).toBe("-");
  });
});
