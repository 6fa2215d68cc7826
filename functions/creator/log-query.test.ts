/** The creator log views' query: time range defaults and bounds, limit, and the cursor's own window. */
import { describe, expect, it } from "vitest";
import { encodeCursor } from "../lib/log-reader";
import { logWindowFromQuery } from "./log-query";

const now = Date.parse("2026-11-23T12:00:00Z");

describe("log query", () => {
  it("defaults to the last 24 hours and 50 entries", () => {
    expect(logWindowFromQuery({}, now)).toEqual({ window: { from: now - 86_400_000, to: now, offset: 0 }, limit: 50 });
  });

  it("takes ISO times or epoch milliseconds", () => {
    const { window } = logWindowFromQuery({ from: "2026-11-23T10:00:00Z", to: String(now), limit: "10" }, now);
    expect(window).toEqual({ from: Date.parse("2026-11-23T10:00:00Z"), to: now, offset: 0 });
  });

  it("refuses a reversed, too wide or malformed range, a bad limit and a forged cursor", () => {
    expect(() => logWindowFromQuery({ from: String(now), to: String(now - 1) }, now)).toThrow(/before its end/);
    expect(() => logWindowFromQuery({ from: "0", to: String(now) }, now)).toThrow(/at most 31 days/);
    expect(() => logWindowFromQuery({ from: "yesterday" }, now)).toThrow(/Invalid from/);
    expect(() => logWindowFromQuery({ limit: "500" }, now)).toThrow(/Invalid limit/);
    expect(() => logWindowFromQuery({ cursor: "bm9wZQ" }, now)).toThrow(/Invalid cursor/);
  });

  it("reads the window back from a cursor", () => {
    const cursor = encodeCursor({ from: 1, to: 2, offset: 50 });
    expect(logWindowFromQuery({ cursor, from: "5" }, now).window).toEqual({ from: 1, to: 2, offset: 50 });
  });
});
