/**
 * The live draft's rules: turn order, picks refused in plain words, the clock's autopick,
 * undo, pause and resume, autopick switched on, cancel, and replay from the seed and pick log.
 */
import { describe, expect, it } from "vitest";
import type { AutopickPlayer } from "./autopick";
import { toDraftOutcome, replayDraft } from "./outcome";
import type { LiveDraftState } from "./state";
import {
  cancelDraft,
  expireTurn,
  makePick,
  pauseDraft,
  resumeDraft,
  setAutopick,
  startDraft,
  undoLastPick,
  wouldAutopick,
  type Actor,
  type DraftContext,
  type Outcome,
} from "./transitions";
import { adminMoment } from "./moments";
import { currentTurn, totalTurns, turnAt, turnsLeft } from "./turns";

const T0 = Date.parse("2026-11-27T19:00:00Z");
const clock = { name: "60s", overnightPause: false } as const;
const participants = [
  { id: "m1", username: "alice" },
  { id: "m2", username: "bob" },
  { id: "m3", username: "cara" },
  { id: "m4", username: "dev" },
];
const pool: AutopickPlayer[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  status: i + 1 === 13 ? "u" : "a",
  goalsLastSeason: 30 - i,
  goalsThisSeason: 0,
}));
const ranked: Record<string, number[]> = { m1: [1, 2, 3], m2: [1, 4, 5], m3: [13, 6, 7], m4: [8, 9, 10] };
const ctx: DraftContext = { players: new Map(pool.map((p) => [p.id, p])), rankedOf: (id) => ranked[id] ?? [] };
const names = Object.fromEntries(participants.map((p) => [p.id, p.username]));
const member = (id: string): Actor => ({ participantId: id, admin: false, name: names[id] });
const admin: Actor = { admin: true, name: "the admin" };

const ok = (o: Outcome): LiveDraftState => {
  if (!o.ok) throw new Error(`refused: ${o.code} ${o.message}`);
  return o.state;
};
const start = () => startDraft({ seed: "live-seed", participants, clock }, ctx, T0);
const onClock = (s: LiveDraftState) => currentTurn(s)?.participantId ?? "";

describe("turn order", () => {
  it("draws the same order from the same seed and runs the snake 1..N, N..1, 1..N", () => {
    const s = start();
    expect(start().order).toEqual(s.order);
    const ids = s.order.map((o) => o.participantId);
    const sequence = Array.from({ length: totalTurns(s) }, (_, i) => turnAt(s, i + 1)?.participantId);
    expect(sequence).toEqual([...ids, ...[...ids].reverse(), ...ids]);
    expect(turnAt(s, 13)).toBeUndefined();
  });

  it("puts the first turn on the clock with the full time", () => {
    const s = start();
    expect(s.status).toBe("running");
    expect(s.deadline).toBe(T0 + 60_000);
    expect(currentTurn(s)?.overall).toBe(1);
  });
});

describe("picks", () => {
  it("takes any free player, not only one of the member's list, and records its rank", () => {
    let s = start();
    const first = onClock(s);
    s = ok(makePick(s, { overall: 1, playerId: 20 }, member(first), ctx, T0 + 5_000));
    expect(s.picks[0]).toMatchObject({ overall: 1, participantId: first, playerId: 20, by: "member", rank: undefined });
    expect(s.deadline).toBe(T0 + 65_000);
    const second = onClock(s);
    s = ok(makePick(s, { overall: 2, playerId: ranked[second][0] === 20 ? 21 : ranked[second][0] }, member(second), ctx, T0 + 6_000));
    expect(s.picks[1].rank).toBe(ranked[second][0] === 20 ? undefined : 1);
  });

  it("refuses out-of-turn, stale-turn, taken, departed and unknown players, and changes nothing", () => {
    const s = start();
    const first = onClock(s);
    const other = participants.find((p) => p.id !== first)?.id ?? "";
    const refusals = [
      makePick(s, { overall: 1, playerId: 1 }, member(other), ctx, T0),
      makePick(s, { overall: 2, playerId: 1 }, member(first), ctx, T0),
      makePick(s, { overall: 1, playerId: 13 }, member(first), ctx, T0),
      makePick(s, { overall: 1, playerId: 999 }, member(first), ctx, T0),
    ];
    expect(refusals.map((r) => (r.ok ? "ok" : r.code))).toEqual(["not-your-turn", "turn-over", "player-left", "unknown-player"]);
    const after = ok(makePick(s, { overall: 1, playerId: 1 }, member(first), ctx, T0));
    const taken = makePick(after, { overall: 2, playerId: 1 }, member(onClock(after)), ctx, T0);
    expect(taken).toMatchObject({ ok: false, code: "player-taken", message: "That player has already been picked" });
    expect(s.picks).toEqual([]);
  });

  it("lets an admin pick for the member on the clock, and says so in the log", () => {
    const s = ok(makePick(start(), { overall: 1, playerId: 7 }, admin, ctx, T0));
    expect(s.picks[0]).toMatchObject({ by: "admin", note: "picked by the admin (admin)" });
  });
});

describe("the clock", () => {
  it("autopicks from the member's own list when the clock runs out, and not a moment before", () => {
    const s = start();
    const first = onClock(s);
    expect(expireTurn(s, 1, ctx, T0 + 59_999)).toMatchObject({ ok: false, code: "turn-over" });
    const after = ok(expireTurn(s, 1, ctx, T0 + 60_000));
    expect(after.picks[0]).toMatchObject({ participantId: first, playerId: ranked[first][0], by: "autopick", rank: 1 });
    expect(after.picks[0].note).toContain("the clock ran out");
  });

  it("a pick and the clock racing for one turn give one pick: whichever lands second is refused", () => {
    const s = start();
    const first = onClock(s);
    const picked = ok(makePick(s, { overall: 1, playerId: 25 }, member(first), ctx, T0 + 60_000));
    expect(expireTurn(picked, 1, ctx, T0 + 60_001)).toMatchObject({ ok: false, code: "turn-over" });
    expect(makePick(s, { overall: 1, playerId: 25 }, member(first), ctx, T0 + 60_001)).toMatchObject({ ok: false, code: "time-up" });
    const expired = ok(expireTurn(s, 1, ctx, T0 + 60_000));
    expect(makePick(expired, { overall: 1, playerId: 25 }, member(first), ctx, T0 + 60_001)).toMatchObject({
      ok: false,
      code: "turn-over",
      message: "Pick 1 is already made: the draft is on pick 2",
    });
  });

  it("falls back to the best free player when none of the list is free, and skips a departed one", () => {
    let s = start();
    // Take everyone's listed players first so cara's (m3) list has only the departed 13 left.
    const firstCara = s.order.findIndex((o) => o.participantId === "m3") + 1;
    for (let overall = 1; overall < firstCara; overall++)
      s = ok(makePick(s, { overall, playerId: [6, 7, 8][overall - 1] }, admin, ctx, T0));
    s = ok(expireTurn(s, firstCara, ctx, T0 + 10 * 60_000));
    const pick = s.picks[firstCara - 1];
    expect(pick.participantId).toBe("m3");
    // Best free by last season's goals: player 1 (30 goals), unless one of 6, 7, 8 took it.
    expect(pick).toMatchObject({ playerId: 1, by: "autopick", rank: undefined });
    expect(pick.note).toContain("none of their list was free");
  });
});

describe("admin tools", () => {
  it("undo returns the player and the turn, with a full clock, and does not autopick it again", () => {
    let s = ok(setAutopick(start(), "m1", false, ctx, T0));
    const first = onClock(s);
    s = ok(makePick(s, { overall: 1, playerId: 2 }, member(first), ctx, T0 + 10_000));
    s = ok(setAutopick(s, first, true, ctx, T0 + 20_000));
    const undone = ok(undoLastPick(s, admin, T0 + 30_000));
    expect(undone.picks).toEqual([]);
    expect(onClock(undone)).toBe(first);
    expect(undone.deadline).toBe(T0 + 90_000);
    expect(wouldAutopick(undone, first, ctx)?.playerId).toBe(ranked[first][0]);
    expect(undoLastPick(ok(cancelDraft(undone)), admin, T0)).toMatchObject({ ok: false });
    expect(undoLastPick(start(), admin, T0)).toMatchObject({ ok: false, code: "nothing-to-undo" });
  });

  it("an undo and a pick-for name the member they touch and the admin, for that member to be told", () => {
    const s = start();
    const [first, second] = [onClock(s), s.order[1].participantId];
    const picked = ok(makePick(s, { overall: 1, playerId: 2 }, member(first), ctx, T0 + 5_000));
    // The member's own pick touches nobody else: nothing to tell.
    expect(adminMoment(s, picked)).toBeUndefined();
    const forSecond = ok(makePick(picked, { overall: 2, playerId: 4 }, admin, ctx, T0 + 6_000));
    expect(adminMoment(picked, forSecond)).toEqual({ kind: "pick-for", by: "the admin", pick: forSecond.picks[1] });
    const undone = ok(undoLastPick(forSecond, admin, T0 + 7_000));
    expect(adminMoment(forSecond, undone)).toEqual({ kind: "undo", by: "the admin", pick: forSecond.picks[1] });
    expect(onClock(undone)).toBe(second);
    // Later changes (a pause) are not the undo again.
    expect(adminMoment(undone, ok(pauseDraft(undone, T0 + 8_000)))).toBeUndefined();
    // An admin taking back their own pick, or picking on their own turn, tells nobody.
    const own = ok(undoLastPick(picked, { ...member(first), admin: true }, T0 + 9_000));
    expect(adminMoment(picked, own)).toBeUndefined();
  });

  it("a member with all three picks made has no autopick choice left, while the others still do", () => {
    let s = start();
    for (let overall = 1; overall <= 9; overall++) s = ok(makePick(s, { overall, playerId: overall + 14 }, admin, ctx, T0));
    // In the snake 1..4, 4..1, 1..4 the member drawn first has picked 1, 8 and 9: done.
    const firstDrawn = s.order[0].participantId;
    expect(s.picks.filter((p) => p.participantId === firstDrawn)).toHaveLength(3);
    expect(turnsLeft(s, firstDrawn)).toBe(0);
    expect(turnsLeft(start(), firstDrawn)).toBe(3);
    expect(wouldAutopick(s, firstDrawn, ctx)).toBeUndefined();
    expect(wouldAutopick(s, s.order[3].participantId, ctx)).toBeDefined();
  });

  it("pause keeps the time left and resume gives it back; picks wait while paused", () => {
    const s = start();
    const paused = ok(pauseDraft(s, T0 + 45_000));
    expect(paused).toMatchObject({ status: "paused", leftMs: 15_000, deadline: undefined });
    expect(makePick(paused, { overall: 1, playerId: 1 }, member(onClock(s)), ctx, T0 + 46_000)).toMatchObject({ code: "paused" });
    expect(expireTurn(paused, 1, ctx, T0 + 10 * 60_000)).toMatchObject({ ok: false });
    const resumed = ok(resumeDraft(paused, ctx, T0 + 600_000));
    expect(resumed).toMatchObject({ status: "running", deadline: T0 + 615_000, leftMs: undefined });
  });

  it("autopick switched on picks at once on the member's turn, and for each later turn", () => {
    const s = start();
    const second = s.order[1].participantId;
    const on = ok(setAutopick(s, second, true, ctx, T0));
    const after = ok(makePick(on, { overall: 1, playerId: 30 }, member(onClock(on)), ctx, T0 + 1_000));
    expect(after.picks.map((p) => p.by)).toEqual(["member", "autopick"]);
    expect(after.picks[1].note).toContain("autopick is on");
    expect(onClock(after)).toBe(s.order[2].participantId);
  });

  it("switching autopick is refused for someone not in the draft", () => {
    expect(setAutopick(start(), "stranger", true, ctx, T0)).toMatchObject({ ok: false, code: "not-participant" });
  });

  it("every change bumps the version, so the store's conditional write sees a race", () => {
    const s = start();
    const next = ok(pauseDraft(s, T0));
    expect(next.version).toBe(s.version + 1);
  });
});

describe("the end, and replay", () => {
  const runToEnd = () => {
    let s = start();
    for (let overall = 1; currentTurn(s); overall++) {
      s =
        overall % 3 === 0
          ? ok(expireTurn(s, overall, ctx, s.deadline ?? 0))
          : ok(makePick(s, { overall, playerId: overall + 14 }, admin, ctx, T0));
    }
    return s;
  };

  it("ends with every member holding three players and no clock", () => {
    const s = runToEnd();
    expect(s).toMatchObject({ status: "done", deadline: undefined });
    const outcome = toDraftOutcome(s, { players: {}, participants: participants.map((p) => ({ ...p, selections: ranked[p.id] })) });
    expect(outcome.ok).toBe(true);
    expect(outcome.results.every((r) => r.playerIds.length === 3)).toBe(true);
    expect(outcome.auditLog).toContain("AUTOPICK (the clock ran out)");
    expect(outcome.auditLog).toContain("RESULT: OK");
  });

  it("replays from the seed and the pick log to the same result, and finds a tampered log", () => {
    const s = runToEnd();
    const input = { players: {}, participants: participants.map((p) => ({ ...p, selections: ranked[p.id] })) };
    const replayed = replayDraft(s.seed, participants, s.picks, input, s.rounds);
    expect(replayed).toEqual({ ok: true, outcome: toDraftOutcome(s, input) });
    const swapped = s.picks.map((p, i) => (i === 4 ? { ...p, playerId: s.picks[0].playerId } : p));
    expect(replayDraft(s.seed, participants, swapped, input, s.rounds)).toEqual({
      ok: false,
      at: { overall: 5, problem: "player taken twice" },
    });
    expect(replayDraft("another-seed", participants, s.picks, input, s.rounds).ok).toBe(false);
  });
});
