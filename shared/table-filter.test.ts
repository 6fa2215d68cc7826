/** The creator's table filters. */
import { describe, expect, it } from "vitest";
import { filterRows } from "./table-filter";

const rows = [
  { gameweekId: 3, playerId: 355, goals: 2 },
  { userId: "u1", username: "Alice", email: "alice@example.com", playerIds: [1, 2] },
  { userId: "u2", username: "Bob", email: "bob@example.com", scoringStartGameweek: 3 },
];

describe("filterRows", () => {
  it("filters by gameweek, user and free text together", () => {
    expect(filterRows(rows, { gameweek: 3 })).toHaveLength(2);
    expect(filterRows(rows, { user: "ALICE" })).toEqual([rows[1]]);
    expect(filterRows(rows, { search: "355" })).toEqual([rows[0]]);
    expect(filterRows(rows, { search: "[1,2]" })).toEqual([rows[1]]);
    expect(filterRows(rows, { gameweek: 3, user: "bob" })).toEqual([rows[2]]);
    expect(filterRows(rows, {})).toHaveLength(3);
  });
});
