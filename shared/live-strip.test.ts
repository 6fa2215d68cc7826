import { describe, expect, it } from "vitest";
import { FINISHED_ON_STRIP_MS, onLiveStrip, stripScore } from "./live-strip";

const kickoff = "2026-11-28T15:00:00Z";
const at = (ms: number) => Date.parse(kickoff) + ms;

describe("the Live now strip", () => {
  it("shows a match from kick-off, and a finished one (as FT) until its time is up", () => {
    expect(onLiveStrip({ started: false, finishedProvisional: false, kickoffTime: kickoff }, at(-60_000))).toBe(false);
    expect(onLiveStrip({ started: true, finishedProvisional: false, kickoffTime: kickoff }, at(50 * 60_000))).toBe(true);
    expect(onLiveStrip({ started: true, finishedProvisional: true, kickoffTime: kickoff }, at(115 * 60_000))).toBe(true);
    expect(onLiveStrip({ started: true, finishedProvisional: true, kickoffTime: kickoff }, at(FINISHED_ON_STRIP_MS))).toBe(false);
  });

  it("keeps a live match whatever its kick-off says, and drops a finished one with no kick-off", () => {
    expect(onLiveStrip({ started: true, finishedProvisional: false, kickoffTime: null }, at(0))).toBe(true);
    expect(onLiveStrip({ started: true, finishedProvisional: true, kickoffTime: null }, at(0))).toBe(false);
  });
});

describe("the strip's score", () => {
  const clubs = new Map([
    [10, 1],
    [11, 1],
    [20, 2],
  ]);
  const fixture = { teamH: 1, teamA: 2, teamHScore: 0, teamAScore: 1, scorers: [{ playerId: 20, goals: 2 }] };

  it("counts the scorers the board counts when the feed's score lags them", () => {
    expect(stripScore(fixture, (id) => clubs.get(id))).toEqual({ home: 0, away: 2 });
  });

  it("keeps the feed's score when it is ahead (an own goal is only there)", () => {
    expect(stripScore({ ...fixture, teamHScore: 1, teamAScore: 3 }, (id) => clubs.get(id))).toEqual({ home: 1, away: 3 });
  });
});
