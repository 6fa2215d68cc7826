/** The red conflicts warning shows when the audit log carries the engine's failure markers. */
import { describe, expect, it } from "vitest";
import { conflictLines, hasDraftConflicts } from "./audit-log";

describe("hasDraftConflicts", () => {
  it("finds either marker anywhere in the log", () => {
    expect(hasDraftConflicts("Seed: x\nCRITICAL ERROR: ann ends with 2 of 3 picks")).toBe(true);
    expect(hasDraftConflicts("  Pick 7 (R3.1) bob: NO AVAILABLE PLAYERS")).toBe(true);
  });
  it("is quiet for a clean log or no log", () => {
    expect(hasDraftConflicts("RESULT: OK, every participant has 3 players")).toBe(false);
    expect(hasDraftConflicts("")).toBe(false);
    expect(hasDraftConflicts(null)).toBe(false);
  });
  it("is case-sensitive, as the engine writes the markers in capitals", () => {
    expect(hasDraftConflicts("critical error in a player's name")).toBe(false);
  });
});

describe("conflictLines", () => {
  it("lists the marked lines, trimmed", () => {
    const log = "ROUND 3\n  Pick 7 (R3.1) bob: NO AVAILABLE PLAYERS\nFINAL TEAMS\nCRITICAL ERROR: bob ends with 2 of 3 picks";
    expect(conflictLines(log)).toEqual(["Pick 7 (R3.1) bob: NO AVAILABLE PLAYERS", "CRITICAL ERROR: bob ends with 2 of 3 picks"]);
  });
});
