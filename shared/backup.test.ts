/** Backup file names: safe for every file system, readable, dated. */
import { describe, expect, it } from "vitest";
import { backupFileName } from "./backup";

describe("backupFileName", () => {
  it("names the type, the league and the day", () => {
    const day = new Date("2026-11-22T20:00:00Z");
    expect(backupFileName("full", "Expat Dads", day)).toBe("treble-full-expat-dads-2026-11-22.json");
    expect(backupFileName("picks", 'Ødegaard\'s "Best" / XI', day)).toBe("treble-picks-degaard-s-best-xi-2026-11-22.json");
    expect(backupFileName("users", "!!!", day)).toBe("treble-users-league-2026-11-22.json");
  });
});
