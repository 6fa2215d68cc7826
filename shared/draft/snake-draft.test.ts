/**
 * The draft engine: worked examples, then properties checked on 1,000 random leagues (no player
 * twice, at most 3 each, snake order, best free choice every turn, replayable from the seed).
 */
import { describe, expect, it } from "vitest";
import { CRITICAL_ERROR, NO_AVAILABLE_PLAYERS } from "./audit-log";
import { seededRandom, seededShuffle } from "./prng";
import { draftOrder, runDraft, snakeSequence } from "./snake-draft";
import type { DraftInput, DraftPlayer } from "./types";

const players = (ids: number[], left: number[] = []): Record<number, DraftPlayer> =>
  Object.fromEntries(ids.map((id) => [id, { id, name: `P${id}`, team: "TST", status: left.includes(id) ? "u" : "a" }]));

describe("snake order", () => {
  it("runs 1..N, N..1, 1..N", () => {
    expect(snakeSequence(3, 3).map((s) => s.index)).toEqual([0, 1, 2, 2, 1, 0, 0, 1, 2]);
  });
  it("does not depend on the order participants are given in", () => {
    const a = [
      { id: "a", username: "A", selections: [] },
      { id: "b", username: "B", selections: [] },
      { id: "c", username: "C", selections: [] },
    ];
    expect(draftOrder(a, "seed-1")).toEqual(draftOrder([...a].reverse(), "seed-1"));
  });
});

describe("a worked draft", () => {
  // Player 3 has left the league; alice ranks 5, bob 4.
  const input: DraftInput = {
    seed: "worked-example",
    participants: [
      { id: "m1", username: "alice", selections: [1, 2, 3, 4, 7] },
      { id: "m2", username: "bob", selections: [1, 2, 5, 6] },
    ],
    players: players([1, 2, 3, 4, 5, 6, 7], [3]),
  };
  const outcome = runDraft(input);
  const first = outcome.order[0].username;

  it("gives each the best free player per turn, skipping taken and departed players", () => {
    expect(outcome.ok).toBe(true);
    const teams = Object.fromEntries(outcome.results.map((r) => [r.username, r.playerIds]));
    // Worked by hand for both possible orders of the snake.
    expect(teams).toEqual(first === "alice" ? { alice: [1, 4, 7], bob: [2, 5, 6] } : { alice: [2, 4, 7], bob: [1, 5, 6] });
  });

  it("writes an audit log naming the seed, the order and every turn", () => {
    expect(outcome.auditLog).toContain("Seed: worked-example");
    expect(outcome.auditLog).toContain(`1. ${first}`);
    expect(outcome.auditLog).toMatch(/Pick 1 \(R1\.1\)/);
    expect(outcome.auditLog).toContain("#3 P3 (TST) left the league");
    expect(outcome.auditLog).toContain("RESULT: OK");
    expect(outcome.auditLog).not.toContain(CRITICAL_ERROR);
  });
});

describe("shortfalls", () => {
  it("marks NO AVAILABLE PLAYERS and a CRITICAL ERROR when someone ends short", () => {
    const outcome = runDraft({
      seed: "short",
      participants: [
        { id: "m1", username: "alice", selections: [1, 2, 3] },
        { id: "m2", username: "bob", selections: [1, 2, 3] },
      ],
      players: players([1, 2, 3]),
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.auditLog).toContain(NO_AVAILABLE_PLAYERS);
    expect(outcome.auditLog).toContain(CRITICAL_ERROR);
    expect(outcome.shortfalls.length).toBeGreaterThan(0);
  });

  it("calls an empty draft a critical error", () => {
    const outcome = runDraft({ seed: "empty", participants: [], players: {} });
    expect(outcome.ok).toBe(false);
    expect(outcome.auditLog).toContain(`${CRITICAL_ERROR}: no eligible participants`);
  });
});

/** A random league: up to 30 members ranking up to 15 of a pool with some departed players. */
function randomLeague(random: () => number, n: number): DraftInput {
  const int = (max: number) => Math.floor(random() * max);
  const poolSize = 5 + int(120);
  const pool = Array.from({ length: poolSize }, (_, i) => i + 1);
  const left = pool.filter(() => random() < 0.08);
  const participants = Array.from({ length: 1 + int(30) }, (_, i) => ({
    id: `m${n}-${i}`,
    username: `user${i}`,
    selections: seededShuffle(pool, `${n}-${i}-${random()}`).slice(0, random() < 0.85 ? 15 : int(15)),
  }));
  return { seed: `seed-${n}-${random()}`, participants, players: players(pool, left) };
}

describe("properties on 1,000 random leagues", () => {
  const random = seededRandom("property-tests");
  const leagues = Array.from({ length: 1000 }, (_, n) => randomLeague(random, n));

  it("holds every draft rule", () => {
    for (const input of leagues) {
      const outcome = runDraft(input);
      const order = outcome.order.map((o) => o.participantId);
      const all = outcome.results.flatMap((r) => r.playerIds);
      expect(new Set(all).size).toBe(all.length);
      for (const r of outcome.results) expect(r.playerIds.length).toBeLessThanOrEqual(3);
      const sequence = snakeSequence(order.length, 3);
      const taken = new Set<number>();
      outcome.turns.forEach((turn, i) => {
        expect(turn.participantId).toBe(order[sequence[i].index]);
        const selections = input.participants.find((p) => p.id === turn.participantId)!.selections;
        const available = selections.filter((id) => !taken.has(id) && input.players[id]?.status !== "u");
        if (turn.playerId === undefined) expect(available).toEqual([]);
        else {
          expect(turn.playerId).toBe(available[0]);
          taken.add(turn.playerId);
        }
      });
      expect(outcome.ok).toBe(order.length > 0 && outcome.results.every((r) => r.playerIds.length === 3));
    }
  });

  it("replays exactly from the seed and the inputs, whatever their order", () => {
    for (const input of leagues.slice(0, 200)) {
      const again = runDraft({ ...input, participants: [...input.participants].reverse() });
      expect(again).toEqual(runDraft(input));
    }
  });
});
