/** The phone header's refresh stamp and when a poll means the board should reload (only on a new data version). */
import { describe, expect, it } from "vitest";
import { isNewData, refreshSourceLabel, refreshStamp } from "./refresh-label";

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
