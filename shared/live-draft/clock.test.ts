/** The pick clock: plain clocks, the slow draft's overnight pause, and pause arithmetic. */
import { describe, expect, it } from "vitest";
import { clockLeft, clockScaleFor, deadlineAfter, formatClock, isSlowClock, PICK_CLOCKS, turnMs } from "./clock";

const at = (iso: string) => Date.parse(iso);
const H = 3_600_000;

describe("pick clocks", () => {
  it("offers the decision's seven clocks, four fast and three slow", () => {
    expect(Object.keys(PICK_CLOCKS)).toEqual(["30s", "60s", "90s", "2m", "1h", "8h", "24h"]);
    expect(Object.keys(PICK_CLOCKS).filter((k) => isSlowClock(k as keyof typeof PICK_CLOCKS))).toEqual(["1h", "8h", "24h"]);
  });

  it("a fast clock is a plain countdown, even when asked to pause overnight", () => {
    const from = at("2026-11-27T22:59:50Z");
    expect(deadlineAfter(from, 30_000, { name: "30s", overnightPause: true })).toBe(from + 30_000);
  });
});

describe("a local host's scaled clock", () => {
  it("makes the 30-second clock last the given time and every other clock the same share of its own", () => {
    const scale = clockScaleFor(10_000);
    expect(turnMs({ name: "30s", overnightPause: false, scale })).toBe(10_000);
    expect(turnMs({ name: "2m", overnightPause: false, scale })).toBe(40_000);
    expect(turnMs({ name: "24h", overnightPause: false, scale })).toBe(8 * H);
    const from = at("2026-11-27T19:00:00Z");
    expect(deadlineAfter(from, turnMs({ name: "30s", overnightPause: false, scale }), { name: "30s", overnightPause: false, scale })).toBe(
      from + 10_000,
    );
  });

  it("leaves the clocks alone when the setting is absent or not a positive number", () => {
    for (const setting of [undefined, 0, -5, Number.NaN]) expect(clockScaleFor(setting)).toBe(1);
    expect(turnMs({ name: "30s", overnightPause: false })).toBe(30_000);
    expect(turnMs({ name: "90s", overnightPause: false, scale: 1 })).toBe(90_000);
  });
});

describe("the overnight pause (23:00 to 08:00 UK time)", () => {
  const slow = { name: "8h", overnightPause: true } as const;

  it("does not count the night: 8 h from 20:00 GMT ends at 13:00 the next day", () => {
    // 20:00 → 23:00 is 3 h, the night is skipped, 08:00 → 13:00 is the other 5 h.
    expect(new Date(deadlineAfter(at("2026-11-27T20:00:00Z"), 8 * H, slow)).toISOString()).toBe("2026-11-28T13:00:00.000Z");
  });

  it("follows the UK's summer time: 22:30 UTC is already night in July (23:30 BST), not in November", () => {
    // July: paused until 08:00 BST (07:00 UTC), then 8 h. November: half an hour, then 7.5 h from 08:00.
    expect(new Date(deadlineAfter(at("2026-07-01T22:30:00Z"), 8 * H, slow)).toISOString()).toBe("2026-07-02T15:00:00.000Z");
    expect(new Date(deadlineAfter(at("2026-11-27T22:30:00Z"), 8 * H, slow)).toISOString()).toBe("2026-11-28T15:30:00.000Z");
  });

  it("a turn that starts in the night starts counting at 08:00", () => {
    expect(new Date(deadlineAfter(at("2026-11-28T02:00:00Z"), H, { name: "1h", overnightPause: true })).toISOString()).toBe(
      "2026-11-28T09:00:00.000Z",
    );
  });

  it("a 24 h clock spans two nights' pauses", () => {
    // 15 counted hours a day: 10:00 → 23:00 is 13 h, then 08:00 → 19:00 the 11 h left.
    expect(new Date(deadlineAfter(at("2026-11-27T10:00:00Z"), 24 * H, { name: "24h", overnightPause: true })).toISOString()).toBe(
      "2026-11-28T19:00:00.000Z",
    );
  });

  it("without the pause a slow clock runs through the night", () => {
    expect(deadlineAfter(at("2026-11-27T20:00:00Z"), 8 * H, { name: "8h", overnightPause: false })).toBe(at("2026-11-28T04:00:00Z"));
  });

  it("what is left on the clock counts only daytime, and resuming with it gives the same deadline", () => {
    const deadline = deadlineAfter(at("2026-11-27T20:00:00Z"), 8 * H, slow);
    const now = at("2026-11-27T22:00:00Z");
    const left = clockLeft(now, deadline, slow);
    expect(left).toBe(6 * H);
    expect(deadlineAfter(now, left, slow)).toBe(deadline);
  });

  it("nothing is left once the deadline has passed", () => {
    expect(clockLeft(at("2026-11-28T14:00:00Z"), at("2026-11-28T13:00:00Z"), slow)).toBe(0);
  });
});

describe("the clock as shown", () => {
  it("shows the time left rounded up, in the units of the clock", () => {
    expect(formatClock(9_001)).toBe("0:10");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(90_000)).toBe("1:30");
    expect(formatClock(8 * 3_600_000 - 1)).toBe("8:00:00");
    expect(formatClock(27 * 3_600_000)).toBe("1d 3h");
  });
});
