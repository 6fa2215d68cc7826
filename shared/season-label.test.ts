/** Unit tests of the season label rule (product.md §10.7) and of when the store starts a new season (product.md §10.13). */
import { describe, expect, it } from "vitest";
import { feedSeasonFor, previousSeasonLabel, seasonLabelFor } from "./season-label";

describe("season labels", () => {
  it("names the season from its first deadline", () => {
    expect(seasonLabelFor("2025-08-15T17:30:00Z")).toBe("2025/26");
    expect(seasonLabelFor("2026-03-04T18:30:00Z")).toBe("2025/26");
    expect(seasonLabelFor("2099-12-01T00:00:00Z")).toBe("2099/00");
  });

  it("names last season", () => {
    expect(previousSeasonLabel("2025/26")).toBe("2024/25");
    expect(previousSeasonLabel("2000/01")).toBe("1999/00");
  });
});

describe("feedSeasonFor", () => {
  const current = { season: "2025/26", firstDeadline: "2025-08-15T17:30:00Z" };
  it("names the first season by its first deadline, or the fallback without one", () => {
    expect(feedSeasonFor("2025-08-15T17:30:00Z", undefined, "x")).toBe("2025/26");
    expect(feedSeasonFor(undefined, undefined, "2025/26")).toBe("2025/26");
  });
  it("keeps the season while the first deadline drifts, either way", () => {
    expect(feedSeasonFor("2026-03-01T12:00:00Z", current, "x")).toBe("2025/26");
    expect(feedSeasonFor("2025-01-01T12:00:00Z", current, "x")).toBe("2025/26");
    expect(feedSeasonFor(undefined, current, "x")).toBe("2025/26");
  });
  it("starts the next season a season's length later, never reusing a label", () => {
    expect(feedSeasonFor("2026-08-21T17:30:00Z", current, "x")).toBe("2026/27");
    expect(feedSeasonFor("2026-07-01T17:30:00Z", { season: "2026/27", firstDeadline: "2025-08-15T17:30:00Z" }, "x")).toBe("2027/28");
  });

  it("starts the next season when the stored one is over and the feed answers an unfinished season that begins after it", () => {
    // The replay's dates sit near the present whatever the season: only the season's end tells them apart.
    const stored = { season: "2026/27", firstDeadline: "2026-11-30T10:00:00Z" };
    const ended = { storedOver: true, storedLastDeadline: "2026-11-23T16:00:00Z", feedOver: false };
    expect(feedSeasonFor("2026-11-30T17:00:00Z", stored, "x", ended)).toBe("2027/28");
    // Not over yet, the feed still finished, or a first deadline before the stored last one: the same season.
    expect(feedSeasonFor("2026-11-30T17:00:00Z", stored, "x", { ...ended, storedOver: false })).toBe("2026/27");
    expect(feedSeasonFor("2026-11-30T17:00:00Z", stored, "x", { ...ended, feedOver: true })).toBe("2026/27");
    expect(feedSeasonFor("2026-10-01T17:00:00Z", stored, "x", ended)).toBe("2026/27");
  });
});
