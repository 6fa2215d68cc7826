/** The phone header's refresh stamp and when a poll means the board should reload. */
import { describe, expect, it } from "vitest";
import { isNewerRefresh, refreshSourceLabel, refreshStamp } from "./refresh-label";

describe("refreshStamp", () => {
  it("shows the time in the spec's format with the source", () => {
    const at = new Date(2026, 2, 13, 18, 5).toISOString();
    expect(refreshStamp({ lastGoalsRefresh: at, lastRefreshSource: "external_api" })).toBe("Mar 13, 2026 18:05 · API");
    expect(refreshStamp({ lastGoalsRefresh: at, lastRefreshSource: "manual" })).toBe("Mar 13, 2026 18:05 · Manual");
    expect(refreshStamp({ lastGoalsRefresh: null, lastRefreshSource: null })).toBeNull();
    expect(refreshSourceLabel(null)).toBe("Manual");
  });
});

describe("isNewerRefresh", () => {
  it("ignores the first poll, then reloads on a later refresh only", () => {
    expect(isNewerRefresh(undefined, "2026-03-13T18:00:00Z")).toBe(false);
    expect(isNewerRefresh("2026-03-13T18:00:00Z", "2026-03-13T18:00:00Z")).toBe(false);
    expect(isNewerRefresh("2026-03-13T18:00:00Z", "2026-03-13T18:30:00Z")).toBe(true);
    expect(isNewerRefresh(null, "2026-03-13T18:30:00Z")).toBe(true);
    expect(isNewerRefresh("2026-03-13T18:00:00Z", null)).toBe(false);
  });
});
