/** Unit tests of the season label rule (product.md §10.7). */
import { describe, expect, it } from "vitest";
import { previousSeasonLabel, seasonLabelFor } from "./season-label";

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
