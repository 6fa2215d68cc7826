/** The goals refresh's pace from the stored fixtures and the clock (product.md §10.16). */
import { describe, expect, it } from "vitest";
import { dueNow, nextLiveRead, paceOf, type CadenceFixture, type CadenceState } from "./cadence";

const at = (iso: string) => Date.parse(iso);
const fixture = (kickoffTime: string, started = false, finishedProvisional = false): CadenceFixture => ({
  kickoffTime,
  started,
  finishedProvisional,
});
const saturday = (fixtures: CadenceFixture[], more: Partial<CadenceState> = {}): CadenceState => ({
  fixtures,
  weekDone: false,
  nextDeadline: "2026-01-23T18:30:00Z",
  ...more,
});

describe("the goals refresh's pace", () => {
  it("is the minute while a fixture has started and not finished", () => {
    const state = saturday([fixture("2026-01-17T12:30:00Z", true, true), fixture("2026-01-17T15:00:00Z", true)]);
    expect(paceOf(state, at("2026-01-17T15:40:00Z"))).toBe("live");
  });

  it("is the minute from a kick-off the store has not seen start yet, for a few hours at most", () => {
    const state = saturday([fixture("2026-01-17T15:00:00Z")]);
    expect(paceOf(state, at("2026-01-17T14:59:00Z"))).toBe("gameweek");
    expect(paceOf(state, at("2026-01-17T15:00:00Z"))).toBe("live");
    // Postponed on the day: the feed never says it started.
    expect(paceOf(state, at("2026-01-17T18:01:00Z"))).toBe("gameweek");
  });

  it("is 10 minutes between matches of a gameweek and until its data is checked", () => {
    const done = [fixture("2026-01-17T12:30:00Z", true, true)];
    expect(paceOf(saturday(done), at("2026-01-17T14:00:00Z"))).toBe("gameweek");
    expect(paceOf(saturday(done, { weekDone: true }), at("2026-01-20T14:00:00Z"))).toBe("between");
  });

  it("is hourly between gameweeks, and 10 minutes again once the next deadline passes", () => {
    const state = saturday([fixture("2026-01-17T12:30:00Z", true, true)], { weekDone: true });
    expect(paceOf(state, at("2026-01-23T18:29:00Z"))).toBe("between");
    expect(paceOf(state, at("2026-01-23T18:30:00Z"))).toBe("gameweek");
    expect(paceOf({ ...state, nextDeadline: null }, at("2026-06-01T00:00:00Z"))).toBe("between");
  });
});

describe("what a minute tick runs", () => {
  const live = saturday([fixture("2026-01-17T15:00:00Z", true)]);
  const now = at("2026-01-17T15:30:00Z");
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it("reads the fixtures every minute of a live match, and everything every 10 minutes", () => {
    expect(dueNow({ ...live, lastRunAt: ago(1), lastFullRunAt: ago(4) }, now)).toEqual({ pace: "live", run: "fixtures" });
    expect(dueNow({ ...live, lastRunAt: ago(1), lastFullRunAt: ago(10) }, now)).toEqual({ pace: "live", run: "full" });
    // A tick that lands a few seconds early still runs.
    expect(dueNow({ ...live, lastRunAt: new Date(now - 50_000).toISOString(), lastFullRunAt: ago(3) }, now).run).toBe("fixtures");
  });

  it("runs nothing in a minute with no live match until its pace is due", () => {
    const quiet = saturday([fixture("2026-01-17T17:30:00Z")]);
    expect(dueNow({ ...quiet, lastRunAt: ago(1), lastFullRunAt: ago(1) }, now)).toEqual({ pace: "gameweek", run: "none" });
    expect(dueNow({ ...quiet, lastRunAt: ago(9), lastFullRunAt: ago(9) }, now).run).toBe("none");
    expect(dueNow({ ...quiet, lastRunAt: ago(10), lastFullRunAt: ago(10) }, now).run).toBe("full");
    const between = { ...quiet, weekDone: true, nextDeadline: "2026-01-23T18:30:00Z", fixtures: [] };
    expect(dueNow({ ...between, lastRunAt: ago(59), lastFullRunAt: ago(59) }, now).run).toBe("none");
    expect(dueNow({ ...between, lastRunAt: ago(60), lastFullRunAt: ago(60) }, now).run).toBe("full");
  });

  it("runs in full when it never ran", () => {
    expect(dueNow(saturday([]), now).run).toBe("full");
  });
});

describe("a live tick's further reads (decision 0331)", () => {
  const minute = at("2025-11-29T15:30:00Z");
  it("reads again at the minute's 20 s and 40 s, never more than three times", () => {
    expect(nextLiveRead(minute, minute + 900, 1)).toEqual({ read: 2, at: minute + 20_000 });
    expect(nextLiveRead(minute, minute + 20_700, 2)).toEqual({ read: 3, at: minute + 40_000 });
    expect(nextLiveRead(minute, minute + 40_700, 3)).toBeNull();
  });
  it("skips a moment already passed and stops before the next minute", () => {
    expect(nextLiveRead(minute, minute + 25_000, 1)).toEqual({ read: 3, at: minute + 40_000 });
    expect(nextLiveRead(minute, minute + 45_000, 1)).toBeNull();
  });
  it("reads once for a tick standing for a minute not yet come", () => {
    expect(nextLiveRead(minute, minute - 61_000, 1)).toBeNull();
  });
});
