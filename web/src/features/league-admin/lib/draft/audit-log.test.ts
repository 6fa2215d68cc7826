/** The red conflicts warning shows when the server counted the engine's failure markers in the whole audit log. */
import { describe, expect, it } from "vitest";
import type { AuditLogHead } from "@shared/contract/responses";
import { hasDraftConflicts } from "./audit-log";

const head = (count: number): AuditLogHead => ({
  runId: "r",
  from: 0,
  lines: ["TREBLE DRAFT AUDIT LOG"],
  totalLines: 60_000,
  next: 1,
  conflicts: { count, first: count ? ["CRITICAL ERROR: bob ends with 2 of 3 picks"] : [] },
});

describe("hasDraftConflicts", () => {
  it("warns when any line of the log, not only the first page, carries a marker", () => {
    expect(hasDraftConflicts(head(1))).toBe(true);
  });
  it("is quiet for a clean log or no log", () => {
    expect(hasDraftConflicts(head(0))).toBe(false);
    expect(hasDraftConflicts(null)).toBe(false);
    expect(hasDraftConflicts(undefined)).toBe(false);
  });
});
