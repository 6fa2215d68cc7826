/** Unit tests of the replay clock: date shifting and the event flags that follow the gameweek. */
import { describe, expect, it } from "vitest";
import { DEADLINE_LEAD_MS, eventFlags, replayOffsetMs, shiftIso } from "./clock";

const deadlines = ["2025-08-15T17:30:00Z", "2025-08-22T17:30:00Z", "2025-08-30T10:00:00Z"];
const now = Date.parse("2030-01-01T12:00:00Z");

describe("replay clock", () => {
  it("puts the current deadline just behind now and the next one ahead at its real spacing", () => {
    const offset = replayOffsetMs(deadlines, 2, now);
    expect(Date.parse(shiftIso(deadlines[1], offset)!)).toBe(now - DEADLINE_LEAD_MS);
    const next = Date.parse(shiftIso(deadlines[2], offset)!);
    expect(next).toBeGreaterThan(now);
    expect(next - (now - DEADLINE_LEAD_MS)).toBe(Date.parse(deadlines[2]) - Date.parse(deadlines[1]));
  });

  it("before the season puts the first deadline a week ahead", () => {
    const offset = replayOffsetMs(deadlines, 0, now);
    expect(Date.parse(shiftIso(deadlines[0], offset)!)).toBe(now + 7 * 24 * 3600_000);
  });

  it("keeps null dates null and drops milliseconds like the API", () => {
    expect(shiftIso(null, 1234)).toBeNull();
    expect(shiftIso("2025-08-15T17:30:00Z", 1500)).toBe("2025-08-15T17:30:01Z");
  });

  it("flags earlier weeks finished, the current open and the next as next", () => {
    expect(eventFlags(11, 12)).toEqual({ is_previous: true, is_current: false, is_next: false, finished: true, data_checked: true });
    expect(eventFlags(12, 12)).toMatchObject({ is_current: true, finished: false });
    expect(eventFlags(13, 12)).toMatchObject({ is_next: true, finished: false });
  });

  it("after the last gameweek shows the season's end: the last week current, every week finished, none next", () => {
    expect(eventFlags(38, 39, 38)).toEqual({ is_previous: false, is_current: true, is_next: false, finished: true, data_checked: true });
    expect(eventFlags(37, 39, 38)).toMatchObject({ is_previous: true, is_current: false, finished: true });
    expect(eventFlags(38, 38, 38)).toMatchObject({ is_current: true, finished: false });
  });
});
