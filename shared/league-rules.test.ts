/** Season-mode toggle rules and the default league choice (product.md §10.6 and §10.8). */
import { describe, expect, it } from "vitest";
import { nextSeasonMode, pickDefaultLeague } from "./league-rules";

describe("nextSeasonMode", () => {
  it("goes live only with a final draft", () => {
    expect(nextSeasonMode({ isDraftMode: true, hasFinalDraft: false })).toEqual({ ok: false, reason: "NO_FINAL_DRAFT" });
    expect(nextSeasonMode({ isDraftMode: true, hasFinalDraft: true })).toEqual({ ok: true, isDraftMode: false });
  });
  it("always allows going back to draft", () => {
    expect(nextSeasonMode({ isDraftMode: false, hasFinalDraft: true })).toEqual({ ok: true, isDraftMode: true });
  });
});

describe("pickDefaultLeague", () => {
  const leagues = [
    { id: "a", name: "Alpha" },
    { id: "b", name: "Expat Dads" },
    { id: "c", name: "Gamma" },
  ];
  it("keeps the last selected league while it is listed", () => {
    expect(pickDefaultLeague(leagues, "c", "Expat Dads")?.id).toBe("c");
  });
  it("prefers the configured name, then the first", () => {
    expect(pickDefaultLeague(leagues, "gone", "Expat Dads")?.id).toBe("b");
    expect(pickDefaultLeague(leagues, null, "Nope")?.id).toBe("a");
    expect(pickDefaultLeague([], null, "Nope")).toBeUndefined();
  });
});
