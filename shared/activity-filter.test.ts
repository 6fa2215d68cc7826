/** The activity log's search, severity and category filters. */
import { describe, expect, it } from "vitest";
import { filterActivity } from "./activity-filter";

const entries = [
  { username: "Alice", actionType: "MEMBER_JOINED", actionDetails: "Alice joined the league", severity: "info", category: "user_action" },
  { username: "Bob", actionType: "LEAGUE_RENAMED", actionDetails: "Renamed to Legends", severity: "warning", category: "admin_action" },
];

describe("filterActivity", () => {
  it("searches names, action types and details, case-insensitively", () => {
    expect(filterActivity(entries, { search: "legends" })).toHaveLength(1);
    expect(filterActivity(entries, { search: "member_joined" })[0].username).toBe("Alice");
    expect(filterActivity(entries, { search: "  " })).toHaveLength(2);
  });
  it("filters by severity and category, 'all' meaning no filter", () => {
    expect(filterActivity(entries, { severity: "warning" })[0].username).toBe("Bob");
    expect(filterActivity(entries, { category: "user_action", severity: "all" })[0].username).toBe("Alice");
    expect(filterActivity(entries, { category: "draft_action" })).toEqual([]);
  });
});
