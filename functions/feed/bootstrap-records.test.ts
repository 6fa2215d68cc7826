/** Unit tests of bootstrap mapping, record diffing, the bootstrap zero guard and the re-used id guard. */
import { describe, expect, it } from "vitest";
import { bootstrapSchema } from "./fpl-schemas";
import { changedRecords, recordsFromBootstrap, rejectBootstrap, rejectReissuedIds } from "./bootstrap-records";

const bootstrap = (goals: number[], finished = true) =>
  bootstrapSchema.parse({
    events: [{ id: 1, name: "Gameweek 1", deadline_time: "2025-08-15T17:30:00Z", finished, is_current: true, is_next: false, extra: 1 }],
    teams: [{ id: 1, code: 3, name: "Arsenal", short_name: "ARS" }],
    element_types: [{ id: 4, singular_name_short: "FWD" }],
    elements: goals.map((g, i) => ({
      id: i + 1,
      code: 100 + i,
      web_name: `P${i}`,
      first_name: "A",
      second_name: "B",
      team: 1,
      element_type: 4,
      now_cost: 55,
      goals_scored: g,
      status: "a",
      unknown_field: "kept",
    })),
  });

describe("recordsFromBootstrap", () => {
  it("names the club and position and fills the feed's optional fields", () => {
    const { players, gameweeks } = recordsFromBootstrap(bootstrap([2]));
    expect(players[0]).toMatchObject({
      playerId: 1,
      teamName: "Arsenal",
      position: "FWD",
      goalsScored: 2,
      ownGoals: 0,
      news: "",
      removed: false,
    });
    expect(gameweeks[0]).toMatchObject({ gameweekId: 1, isCurrent: true, dataChecked: false });
  });
});

describe("changedRecords", () => {
  it("ignores fields of our own and finds changed or new records", () => {
    const stored = [
      { teamId: 1, name: "Arsenal", updatedAt: "x" },
      { teamId: 2, name: "Villa", updatedAt: "x" },
    ];
    const incoming = [
      { teamId: 1, name: "Arsenal" },
      { teamId: 2, name: "Aston Villa" },
      { teamId: 3, name: "Brentford" },
    ];
    expect(changedRecords(stored, incoming, "teamId")).toEqual([incoming[1], incoming[2]]);
  });
});

describe("rejectBootstrap", () => {
  it("refuses all zeros mid-season when goals are stored", () => {
    expect(rejectBootstrap(bootstrap([0, 0]), 10)).toMatch(/every player on zero goals/);
  });
  it("accepts all zeros before a new season and any answer with goals", () => {
    expect(rejectBootstrap(bootstrap([0, 0], false), 10)).toBeUndefined();
    expect(rejectBootstrap(bootstrap([0, 1]), 10)).toBeUndefined();
  });
});

describe("rejectReissuedIds", () => {
  const stored = [
    { playerId: 328, code: 118748, webName: "M.Salah" },
    { playerId: 351, code: 223094, webName: "Haaland" },
  ];
  it("refuses an answer that puts another player under a stored id", () => {
    const incoming = [{ playerId: 328, code: 438098, webName: "Sessegnon" }, stored[1]];
    expect(rejectReissuedIds(stored, incoming)).toBe(
      "bootstrap-static/: 1 player ids now name other players (id 328: M.Salah → Sessegnon); kept the stored players",
    );
  });
  it("accepts the same players, newcomers and players gone from the answer", () => {
    expect(rejectReissuedIds(stored, [stored[0], { playerId: 900, code: 1, webName: "New" }])).toBeUndefined();
    expect(rejectReissuedIds([], stored)).toBeUndefined();
  });
});
