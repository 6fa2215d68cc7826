/** Unit tests of how a feed answer's season is recognised (product.md §10.7, §10.13): by its players' codes first, then by its dates on the season's own calendar. */
import { describe, expect, it } from "vitest";
import { feedSeasonFor, newSeasonReason, reissuedIds, seasonDate, type PlayerIdentity } from "./season-detection";

/** A squad of `n` players, ids from 1, codes from `firstCode`. */
const squad = (n: number, firstCode: number): PlayerIdentity[] =>
  Array.from({ length: n }, (_, i) => ({ playerId: i + 1, code: firstCode + i }));
const stored = {
  season: "2024/25",
  firstDeadline: "2024-08-16T17:30:00.000Z",
  lastDeadline: "2025-05-25T13:30:00.000Z",
  players: squad(800, 100_000),
};

describe("reissuedIds", () => {
  it("counts the ids both hold and those now carrying another code", () => {
    const incoming = [...squad(3, 100_000), { playerId: 4, code: 7 }, { playerId: 900, code: 8 }];
    expect(reissuedIds(squad(4, 100_000), incoming)).toEqual({ shared: 4, moved: 1, movedIds: [4] });
  });
});

describe("seasonDate", () => {
  it("takes the replay's shift off a feed date, and keeps a real feed's", () => {
    expect(seasonDate("2026-11-27T10:00:00Z", 0)).toBe("2026-11-27T10:00:00.000Z");
    expect(seasonDate("2026-11-27T10:00:00Z", 365 * 86_400_000)).toBe("2025-11-27T10:00:00.000Z");
    expect(seasonDate(null)).toBeUndefined();
    expect(seasonDate("soon")).toBeUndefined();
  });
});

describe("feedSeasonFor", () => {
  it("names the first season by its first deadline, or the fallback without one", () => {
    expect(feedSeasonFor({ firstDeadline: "2025-08-15T17:30:00Z", players: [] }, undefined, "x")).toBe("2025/26");
    expect(feedSeasonFor({ players: [] }, undefined, "2025/26")).toBe("2025/26");
  });

  it("starts a new season when most ids carry other players, whatever the dates say", () => {
    // The feed moved on before any refresh saw the stored season end: its dates alone cannot tell.
    const next = { firstDeadline: "2025-08-15T17:30:00Z", players: squad(820, 200_000) };
    expect(newSeasonReason(next, { ...stored, lastDeadline: "2026-05-24T15:00:00Z" })).toBe("ids reissued");
    expect(feedSeasonFor(next, stored, "x")).toBe("2025/26");
    // A first deadline that names the stored season still gives the next label, never the same one.
    expect(feedSeasonFor({ ...next, firstDeadline: "2024-09-01T10:00:00Z" }, stored, "x")).toBe("2025/26");
    expect(feedSeasonFor({ players: next.players }, stored, "x")).toBe("2025/26");
  });

  it("keeps the season while most ids keep their players, however far the dates moved", () => {
    // A few newcomers and one id re-used by mistake do not make a season; a replay clock moved back neither.
    const same = [...squad(799, 100_000), { playerId: 800, code: 5 }, { playerId: 801, code: 6 }];
    expect(feedSeasonFor({ firstDeadline: "2025-08-15T17:30:00Z", players: same }, stored, "x")).toBe("2024/25");
    expect(feedSeasonFor({ firstDeadline: "2030-08-15T17:30:00Z", players: squad(800, 100_000) }, stored, "x")).toBe("2024/25");
  });

  it("judges by the dates when too few players can be compared", () => {
    const empty = { ...stored, players: [] };
    expect(newSeasonReason({ firstDeadline: "2025-08-15T17:30:00Z", players: squad(800, 1) }, empty)).toBe("first deadline after the last");
    expect(feedSeasonFor({ firstDeadline: "2025-08-15T17:30:00Z", players: [] }, empty, "x")).toBe("2025/26");
    expect(feedSeasonFor({ firstDeadline: "2024-08-20T17:30:00Z", players: [] }, empty, "x")).toBe("2024/25");
    expect(feedSeasonFor({ players: [] }, empty, "x")).toBe("2024/25");
    // Without the stored season's last deadline: a season's length after its first.
    const noLast = { ...empty, lastDeadline: undefined };
    expect(feedSeasonFor({ firstDeadline: "2025-03-01T12:00:00Z", players: [] }, noLast, "x")).toBe("2024/25");
    expect(feedSeasonFor({ firstDeadline: "2025-08-15T17:30:00Z", players: [] }, noLast, "x")).toBe("2025/26");
  });
});
