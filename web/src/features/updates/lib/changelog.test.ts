/** The What's New entries hold to product.md §1: seven, v2.0 to v2.6, 10 to 14 August 2025, the five types. */
import { describe, expect, it } from "vitest";
import { CHANGELOG } from "./changelog";

describe("changelog", () => {
  it("has the seven versions v2.6 down to v2.0, newest first", () => {
    expect(CHANGELOG.map((e) => e.version)).toEqual(["v2.6", "v2.5", "v2.4", "v2.3", "v2.2", "v2.1", "v2.0"]);
  });

  it("dates every entry 10 to 14 August 2025, never going forward down the list", () => {
    for (const e of CHANGELOG) expect(e.date >= "2025-08-10" && e.date <= "2025-08-14", e.version).toBe(true);
    const dates = CHANGELOG.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.at(0)).toBe("2025-08-14");
    expect(dates.at(-1)).toBe("2025-08-10");
  });

  it("uses every badge type of the spec, and only those", () => {
    expect(new Set(CHANGELOG.map((e) => e.type))).toEqual(new Set(["major", "feature", "security", "enhancement", "bug-fix"]));
  });

  it("covers each feature the spec lists", () => {
    const text = CHANGELOG.flatMap((e) => [e.title, ...e.features])
      .join(" ")
      .toLowerCase();
    for (const feature of [
      "simulated leaderboard",
      "copy picks",
      "auto-save",
      "round-robin draft simulation",
      "rename",
      "invite link",
      "league selector",
      "csv",
      "logged",
    ]) {
      expect(text, feature).toContain(feature);
    }
  });

  it("gives each entry a title and at least two features", () => {
    for (const e of CHANGELOG) {
      expect(e.title.length, e.version).toBeGreaterThan(0);
      expect(e.features.length, e.version).toBeGreaterThanOrEqual(2);
    }
  });
});
