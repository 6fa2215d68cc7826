/** The board's date format, the phone header's refresh stamp and when a poll means the board should reload (only on a new data version). */
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatBoardDate, isNewData, refreshSourceLabel, refreshStamp } from "./refresh-label";

describe("formatBoardDate", () => {
  it("writes every month, day and hour as date-fns's 'MMM dd, yyyy HH:mm' does", () => {
    for (let i = 0; i < 400; i++) {
      const date = new Date(2025, 0, 1, 0, 7 * i);
      date.setDate(1 + ((i * 37) % 365));
      expect(formatBoardDate(date)).toBe(format(date, "MMM dd, yyyy HH:mm"));
    }
  });
});

describe("refreshStamp", () => {
  it("shows the time in the spec's format with the source", () => {
    const at = new Date(2026, 2, 13, 18, 5).toISOString();
    expect(refreshStamp({ lastGoalsRefresh: at, lastRefreshSource: "external_api" })).toBe("Mar 13, 2026 18:05 · API");
    expect(refreshStamp({ lastGoalsRefresh: at, lastRefreshSource: "manual" })).toBe("Mar 13, 2026 18:05 · Manual");
    expect(refreshStamp({ lastGoalsRefresh: null, lastRefreshSource: null })).toBeNull();
    expect(refreshSourceLabel(null)).toBe("Manual");
  });
});

describe("isNewData", () => {
  it("ignores the first poll, then reloads only when the data's version moved", () => {
    expect(isNewData(undefined, "run-1")).toBe(false);
    expect(isNewData("run-1", "run-1")).toBe(false);
    expect(isNewData("run-1", "run-2")).toBe(true);
    expect(isNewData(null, "run-2")).toBe(true);
    expect(isNewData("run-1", null)).toBe(false);
  });
});
