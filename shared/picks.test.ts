/** Selection rules, readiness, random picks and save revisions. */
import { describe, expect, it } from "vitest";
import { randomPicks, readiness, revisionCeiling, selectionProblem, serverRevision } from "./picks";
import { seededRandom } from "./draft/prng";

const known = (id: number) => id > 0 && id < 1000;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("selectionProblem", () => {
  it("accepts up to 15 distinct known players, and exactly 15 to register", () => {
    expect(selectionProblem([], known, false)).toBeUndefined();
    expect(selectionProblem(range(15), known, true)).toBeUndefined();
    expect(selectionProblem(range(14), known, true)).toBe("NOT_FIFTEEN");
  });
  it("names the first problem", () => {
    expect(selectionProblem(range(16), known, false)).toBe("TOO_MANY");
    expect(selectionProblem([1, 2, 1], known, false)).toBe("DUPLICATE");
    expect(selectionProblem([1, 5000], known, false)).toBe("UNKNOWN_PLAYER");
  });
});

describe("readiness", () => {
  it("follows the spec's thresholds", () => {
    expect([0, 1, 14, 15].map(readiness)).toEqual(["No Picks", "In Progress", "In Progress", "Ready"]);
  });
});

describe("randomPicks", () => {
  const players = range(60).map((id) => ({ id, goalsLastSeason: id % 3 === 0 ? 5 + (id % 7) : id % 5 }));
  it("draws 15 distinct players who all scored 5+ last season", () => {
    const { picks, eligible } = randomPicks(players, seededRandom("x"));
    expect(eligible).toBe(players.filter((p) => p.goalsLastSeason >= 5).length);
    expect(picks).toHaveLength(15);
    expect(new Set(picks.map((p) => p.id)).size).toBe(15);
    expect(picks.every((p) => p.goalsLastSeason >= 5)).toBe(true);
  });
  it("never draws a player who has left the league (feed status u)", () => {
    const mixed = range(60).map((id) => ({ id, goalsLastSeason: 10, status: id % 2 === 0 ? "u" : "a" }));
    const { picks, eligible } = randomPicks(mixed, seededRandom("y"));
    expect(eligible).toBe(30);
    expect(picks.every((p) => p.status === "a")).toBe(true);
  });
  it("gives fewer when fewer are eligible", () => {
    expect(randomPicks(players.slice(0, 6), Math.random).picks.length).toBeLessThan(15);
  });
});

describe("save revisions", () => {
  const now = 1_700_000_000_000;

  it("allow a skewed clock, not a revision that outranks every later save", () => {
    expect(revisionCeiling(now)).toBe(now + 10 * 60 * 1000);
    expect(Number.MAX_SAFE_INTEGER > revisionCeiling(now)).toBe(true);
  });

  it("give a server-made save one that wins, ignoring a stored revision beyond the ceiling", () => {
    expect(serverRevision(undefined, now)).toBe(now);
    expect(serverRevision(now + 5000, now)).toBe(now + 5001);
    expect(serverRevision(Number.MAX_SAFE_INTEGER, now)).toBe(now);
  });
});
