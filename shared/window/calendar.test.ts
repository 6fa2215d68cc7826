/** The January window's calendar: opening, the default deadline and its weekend rule, states, and which deadlines the creator may set. */
import { describe, expect, it } from "vitest";
import { deadlineProblem, defaultWindowClosesAt, onFeedClock, takesPart, windowOpensAt, windowState } from "./calendar";

describe("window calendar", () => {
  it("opens on 1 January of the season's second year, UK midnight", () => {
    expect(windowOpensAt("2025/26")).toBe("2026-01-01T00:00:00.000Z");
  });
  it("closes on 2 February 23:00 UK, or the next weekday when that is a weekend", () => {
    expect(defaultWindowClosesAt("2024/25")).toBe("2025-02-03T23:00:00.000Z"); // 2 Feb 2025 is a Sunday
    expect(defaultWindowClosesAt("2025/26")).toBe("2026-02-02T23:00:00.000Z"); // a Monday
    expect(defaultWindowClosesAt("2026/27")).toBe("2027-02-02T23:00:00.000Z"); // a Tuesday
    expect(defaultWindowClosesAt("2019/20")).toBe("2020-02-03T23:00:00.000Z"); // 2 Feb 2020 is a Sunday
    expect(defaultWindowClosesAt("2014/15")).toBe("2015-02-02T23:00:00.000Z");
    expect(defaultWindowClosesAt("2008/09")).toBe("2009-02-02T23:00:00.000Z");
    expect(defaultWindowClosesAt("2002/03")).toBe("2003-02-03T23:00:00.000Z"); // Sunday
    expect(defaultWindowClosesAt("2013/14")).toBe("2014-02-03T23:00:00.000Z"); // Sunday
  });
  it("is upcoming, open, then closed at the deadline itself", () => {
    const w = { opensAt: "2026-01-01T00:00:00.000Z", closesAt: "2026-02-02T23:00:00.000Z" };
    expect(windowState(w, Date.parse("2025-12-31T23:59:59Z"))).toBe("upcoming");
    expect(windowState(w, Date.parse("2026-01-01T00:00:00Z"))).toBe("open");
    expect(windowState(w, Date.parse("2026-02-02T22:59:59Z"))).toBe("open");
    expect(windowState(w, Date.parse("2026-02-02T23:00:00Z"))).toBe("closed");
  });
  it("follows the replayed season's calendar on the feed's clock", () => {
    // 2025-26 replayed at GW12 on 27 November 2026: the feed's dates sit 370 days after the recorded ones.
    const shift = 370 * 86_400_000;
    const window = onFeedClock(
      { seasonName: "2025/26", opensAt: windowOpensAt("2025/26"), closesAt: defaultWindowClosesAt("2025/26") },
      shift,
    );
    expect(window).toEqual({ seasonName: "2025/26", opensAt: "2027-01-06T00:00:00.000Z", closesAt: "2027-02-07T23:00:00.000Z" });
    expect(windowState(window, Date.parse("2026-11-27T12:00:00Z"))).toBe("upcoming");
    expect(onFeedClock(window, 0)).toEqual(window);
  });

  it("accepts a deadline after the opening only", () => {
    expect(deadlineProblem("2025/26", "2026-02-01T11:00:00Z")).toBeUndefined();
    expect(deadlineProblem("2025/26", "2026-11-30T11:00:00Z")).toBeUndefined();
    expect(deadlineProblem("2025/26", "2025-12-31T11:00:00Z")).toMatch(/after the window opens/);
    expect(deadlineProblem("2025/26", "soon")).toMatch(/date and time/);
    // On a replay whose clock moved the season a year on, the deadline is read on that clock.
    const year = 365 * 86_400_000;
    expect(deadlineProblem("2025/26", "2026-12-20T10:00:00Z", year)).toMatch(/after the window opens/);
    expect(deadlineProblem("2025/26", "2027-02-01T10:00:00Z", year)).toBeUndefined();
  });
  it("takes in live leagues that went live before the close, and no others", () => {
    const close = "2026-02-02T23:00:00.000Z";
    const live = { isDraftMode: false, hasFinalDraft: true, wentLiveAt: "2026-01-15T10:00:00.000Z" };
    expect(takesPart(live, close)).toBe(true);
    expect(takesPart({ ...live, wentLiveAt: "2026-02-03T10:00:00.000Z" }, close)).toBe(false);
    expect(takesPart({ ...live, isDraftMode: true }, close)).toBe(false);
    expect(takesPart({ ...live, wentLiveAt: undefined }, close)).toBe(false);
  });
});
