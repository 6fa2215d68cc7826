/** The January window draft as pure rules: order and ties, departed before extra, free players only, NO AVAILABLE PLAYERS, replay from the seed. */
import { describe, expect, it } from "vitest";
import { NO_AVAILABLE_PLAYERS } from "../draft/audit-log";
import type { DraftPlayer } from "../draft/types";
import { runWindowDraft, windowOrder, type WindowMember } from "./window-draft";

const players: Record<number, DraftPlayer> = Object.fromEntries(
  Array.from({ length: 60 }, (_, i) => [i + 1, { id: i + 1, name: `P${i + 1}`, team: "T", status: "a" }]),
);
const left = (...ids: number[]): Record<number, DraftPlayer> => ({
  ...players,
  ...Object.fromEntries(ids.map((id) => [id, { ...players[id], status: "u" }])),
});
const member = (id: string, over: Partial<WindowMember> = {}): WindowMember => ({
  id,
  username: id.toUpperCase(),
  seasonGoals: 0,
  lastGameweekGoals: 0,
  held: [],
  selections: [],
  candidates: [],
  ...over,
});

describe("windowOrder", () => {
  it("puts the fewest season goals first, then the fewest in the last gameweek, then the seed", () => {
    const members = [
      member("a", { seasonGoals: 9 }),
      member("b", { seasonGoals: 3, lastGameweekGoals: 2 }),
      member("c", { seasonGoals: 3, lastGameweekGoals: 0 }),
      member("d", { seasonGoals: 1 }),
    ];
    expect(windowOrder(members, "s").map((m) => m.id)).toEqual(["d", "c", "b", "a"]);
  });
  it("breaks full ties by the seed, whatever the input order, and differently for other seeds", () => {
    const tied = ["a", "b", "c", "d", "e", "f"].map((id) => member(id));
    const one = windowOrder(tied, "seed-1").map((m) => m.id);
    expect(windowOrder([...tied].reverse(), "seed-1").map((m) => m.id)).toEqual(one);
    const orders = new Set(
      ["x", "y", "z", "w"].map((seed) =>
        windowOrder(tied, seed)
          .map((m) => m.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe("runWindowDraft", () => {
  it("replaces departed picks in reverse standing order before anyone's extra pick", () => {
    // Leader holds 1 (departed) and wants 10 as a replacement; the last-placed member's extra candidate is also 10.
    const leader = member("lead", { seasonGoals: 20, held: [1, 2, 3], selections: [1, 2, 3, 10, 11], candidates: [12] });
    const last = member("last", { seasonGoals: 2, held: [4, 5, 6], selections: [4, 5, 6], candidates: [10, 13] });
    const out = runWindowDraft({ seed: "s", members: [leader, last], players: left(1) });
    expect(out.order.map((o) => o.memberId)).toEqual(["last", "lead"]);
    expect(out.results.find((r) => r.memberId === "lead")).toMatchObject({ replacements: [{ departed: 1, playerId: 10 }], extra: 12 });
    expect(out.results.find((r) => r.memberId === "last")).toMatchObject({ replacements: [], extra: 13 });
    expect(out.auditLog).toContain("P1 (T) left → P10 (T), original choice #4");
    expect(out.auditLog).toContain("#1 P10 (T) held by LEAD");
  });

  it("never gives a player held in the league or one who has left, and treats a player gone from the feed as departed", () => {
    const feed = left(20);
    delete feed[7];
    const a = member("a", { seasonGoals: 1, held: [7, 8, 9], selections: [7, 8, 9, 4, 20, 21], candidates: [5, 20, 22] });
    const b = member("b", { seasonGoals: 5, held: [4, 5, 6], selections: [4, 5, 6], candidates: [21, 23] });
    const out = runWindowDraft({ seed: "s", members: [a, b], players: feed });
    const ra = out.results.find((r) => r.memberId === "a")!;
    expect(ra.replacements).toEqual([{ departed: 7, playerId: 21 }]);
    expect(ra.extra).toBe(22);
    // b's first candidate went to a as a replacement.
    expect(out.results.find((r) => r.memberId === "b")!.extra).toBe(23);
    const given = out.results.flatMap((r) => [...r.replacements.map((x) => x.playerId), r.extra]);
    expect(given).not.toContain(20);
    expect(new Set(given).size).toBe(given.length);
  });

  it("gives nothing when no candidate is free and says NO AVAILABLE PLAYERS, without failing the run", () => {
    const a = member("a", { seasonGoals: 0, held: [1, 2, 3], selections: [1, 2, 3, 4], candidates: [4] });
    const b = member("b", { seasonGoals: 9, held: [4, 5, 6], selections: [4, 5, 6, 1], candidates: [] });
    const out = runWindowDraft({ seed: "s", members: [a, b], players: left(3) });
    expect(out.results.find((r) => r.memberId === "a")).toEqual({
      memberId: "a",
      username: "A",
      order: 1,
      replacements: [{ departed: 3 }],
    });
    expect(out.results.find((r) => r.memberId === "b")!.extra).toBeUndefined();
    expect(out.auditLog).toContain(`A: P3 (T) left → ${NO_AVAILABLE_PLAYERS}; skipped #4 P4 (T) held by B`);
    expect(out.auditLog).toContain(`B: ${NO_AVAILABLE_PLAYERS} (no candidates ranked)`);
  });

  it("replays from the seed to the same result and log", () => {
    const members = Array.from({ length: 12 }, (_, i) =>
      member(`m${i}`, {
        seasonGoals: i % 3,
        held: [i * 3 + 1, i * 3 + 2, i * 3 + 3],
        selections: [i * 3 + 1, 40 + (i % 5), 50 + (i % 4)],
        candidates: [40, 41, 42, 43, 44],
      }),
    );
    const input = { seed: "replay", members, players: left(1, 5, 9, 13) };
    const first = runWindowDraft(input);
    expect(runWindowDraft({ ...input, members: [...members].reverse() })).toEqual(first);
    expect(first.turns.filter((t) => t.pass === "replacement")).toHaveLength(4);
  });
});
