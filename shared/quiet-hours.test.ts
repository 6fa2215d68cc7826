/** Quiet hours: windows that wrap midnight, time zones, and when the window ends. */
import { describe, expect, it } from "vitest";
import { isQuiet, isValidTimeZone, quietUntil } from "./quiet-hours";

const night = { enabled: true, start: "22:00", end: "07:00", timeZone: "Europe/London" };

describe("quiet hours", () => {
  it("wraps past midnight in the user's zone", () => {
    expect(isQuiet(new Date("2026-01-10T23:30:00Z"), night)).toBe(true);
    expect(isQuiet(new Date("2026-01-10T06:59:00Z"), night)).toBe(true);
    expect(isQuiet(new Date("2026-01-10T07:00:00Z"), night)).toBe(false);
    expect(isQuiet(new Date("2026-01-10T12:00:00Z"), night)).toBe(false);
  });
  it("follows the zone, not UTC (London is UTC+1 in summer; Tokyo is UTC+9)", () => {
    expect(isQuiet(new Date("2026-07-10T21:30:00Z"), night)).toBe(true);
    expect(isQuiet(new Date("2026-01-10T14:00:00Z"), { ...night, timeZone: "Asia/Tokyo" })).toBe(true);
  });
  it("does nothing when off or empty", () => {
    expect(isQuiet(new Date("2026-01-10T23:30:00Z"), { ...night, enabled: false })).toBe(false);
    expect(isQuiet(new Date("2026-01-10T23:30:00Z"), { ...night, end: "22:00" })).toBe(false);
    expect(isQuiet(new Date(), undefined)).toBe(false);
  });
  it("says when the window ends", () => {
    expect(quietUntil(new Date("2026-01-10T23:30:00Z"), night).toISOString()).toBe("2026-01-11T07:00:00.000Z");
    const noon = new Date("2026-01-10T12:00:00Z");
    expect(quietUntil(noon, night)).toEqual(noon);
  });
  it("knows real zones", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
