/** The creator log views' page queries: a window for the first page, only the cursor after it. */
import { describe, expect, it } from "vitest";
import { logPageQuery } from "./log-range";

describe("log page queries", () => {
  const to = Date.parse("2026-11-23T12:00:00.000Z");

  it("names the chosen window on the first page", () => {
    expect(logPageQuery("1h", to)).toEqual({ limit: "50", from: "2026-11-23T11:00:00.000Z", to: "2026-11-23T12:00:00.000Z" });
  });

  it("passes only the cursor on later pages", () => {
    expect(logPageQuery("7d", to, "abc")).toEqual({ limit: "50", cursor: "abc" });
  });
});
