/** Whether a fixture read from the feed changes the stored copy (product.md §10.16). */
import { describe, expect, it } from "vitest";
import type { FplFixtureItem } from "../data/entities/fpl-fixture";
import { sameFixture } from "./fixture-goals";

const stored: FplFixtureItem = {
  season: "2025/26",
  gameweekId: 13,
  fixtureId: 122,
  kickoffTime: "2025-11-29T15:00:00Z",
  teamH: 5,
  teamA: 3,
  teamHScore: 3,
  teamAScore: 1,
  started: true,
  finishedProvisional: true,
  finished: true,
  minutes: 90,
  scorers: [
    { playerId: 83, goals: 1 },
    { playerId: 136, goals: 2 },
  ],
  pending: [],
  updatedAt: "2025-11-29T17:00:00.000Z",
};
const { updatedAt: _updatedAt, ...next } = stored;

describe("a fixture against its stored copy", () => {
  it("is the same when only the stored copy's time and the order of keys differ", () => {
    const reordered = Object.fromEntries(Object.entries(next).reverse()) as typeof next;
    expect(sameFixture(reordered, stored)).toBe(true);
    expect(sameFixture({ ...next, kickoffTime: undefined }, { ...stored, kickoffTime: undefined })).toBe(true);
  });

  it("differs when a goal is given to a team-mate, the score, minutes and number of scorers unchanged", () => {
    const moved = {
      ...next,
      scorers: [
        { playerId: 83, goals: 2 },
        { playerId: 136, goals: 1 },
      ],
    };
    expect(sameFixture(moved, stored)).toBe(false);
    expect(sameFixture({ ...next, scorers: [{ playerId: 99, goals: 1 }, next.scorers[1]] }, stored)).toBe(false);
  });

  it("differs when a decrease waits for its second answer", () => {
    expect(sameFixture({ ...next, pending: [{ playerId: 136, goals: 1 }] }, { ...stored, pending: [{ playerId: 136, goals: 0 }] })).toBe(
      false,
    );
    expect(sameFixture(next, undefined)).toBe(false);
  });
});
