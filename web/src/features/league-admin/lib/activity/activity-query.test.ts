/** The activity log's query (as the contract client turns it into a URL), labels and compact cut. */
import { describe, expect, it } from "vitest";
import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/url-of";
import { activityLogsQuery, categoryLabel, visibleEntries } from "./activity-query";
import type { ActivityFilter } from "@shared/activity-filter";

const activityLogsKey = (leagueId: string, filter: ActivityFilter) =>
  urlOf(contract.activity.list, { query: activityLogsQuery(leagueId, filter) });

describe("activityLogsQuery", () => {
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
