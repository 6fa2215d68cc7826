/** The activity log's URL building, labels and compact cut. */
import { describe, expect, it } from "vitest";
import { activityLogsKey, categoryLabel, visibleEntries } from "./activity-query";

describe("activityLogsKey", () => {
  it("names only the filters in use", () => {
    expect(activityLogsKey("L1", {})).toBe("/api/activity-logs?leagueId=L1");
    expect(activityLogsKey("L1", { search: "  ", severity: "all", category: "all" })).toBe("/api/activity-logs?leagueId=L1");
  });

  it("trims the search and encodes every value", () => {
    expect(activityLogsKey("L 1", { search: " alex & co ", severity: "warning", category: "admin_action" })).toBe(
      "/api/activity-logs?leagueId=L+1&search=alex+%26+co&severity=warning&category=admin_action",
    );
  });
});

describe("categoryLabel", () => {
  it("turns the code into words", () => {
    expect(categoryLabel("draft_action")).toBe("Draft action");
  });
});

describe("visibleEntries", () => {
  const entries = Array.from({ length: 14 }, (_, i) => i);
  it("keeps the ten latest in compact mode and all otherwise", () => {
    expect(visibleEntries(entries, true)).toEqual(entries.slice(0, 10));
    expect(visibleEntries(entries, false)).toHaveLength(14);
  });
});
