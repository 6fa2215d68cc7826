/** The creator log views' page URLs: a window for the first page, only the cursor after it. */
import { describe, expect, it } from "vitest";
import { logPageUrl } from "./log-range";

describe("log page URLs", () => {
  const to = Date.parse("2026-11-23T12:00:00.000Z");

  it("names the chosen window on the first page", () => {
    expect(logPageUrl("/api/creator/logs", "1h", to)).toBe(
      "/api/creator/logs?limit=50&from=2026-11-23T11%3A00%3A00.000Z&to=2026-11-23T12%3A00%3A00.000Z",
    );
  });

  it("passes only the cursor on later pages", () => {
    expect(logPageUrl("/api/creator/errors", "7d", to, "abc")).toBe("/api/creator/errors?limit=50&cursor=abc");
  });
});
