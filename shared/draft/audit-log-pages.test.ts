/** Audit log pages: every line exactly once across pages, the next page's start, and conflicts counted over the whole log, not the first page. */
import { describe, expect, it } from "vitest";
import { CRITICAL_ERROR, NO_AVAILABLE_PLAYERS } from "./audit-log";
import { AUDIT_LOG_PAGE_MAX, auditLogHead, auditLogPage, logLines } from "./audit-log-pages";

const log = Array.from({ length: 5_003 }, (_, i) => `  Pick ${i + 1} (R1.${i + 1}) member${i} → Player ${i}`);

describe("auditLogPage", () => {
  it("pages through the whole log, each line once, ending with no next page", () => {
    const seen: string[] = [];
    let from: number | null = 0;
    while (from !== null) {
      const page = auditLogPage("r1", log, from, AUDIT_LOG_PAGE_MAX);
      expect(page).toMatchObject({ runId: "r1", from, totalLines: log.length });
      expect(page.lines.length).toBeLessThanOrEqual(AUDIT_LOG_PAGE_MAX);
      seen.push(...page.lines);
      from = page.next;
    }
    expect(seen).toEqual(log);
  });

  it("answers an empty last page at the very end", () => {
    expect(auditLogPage("r1", log, log.length, 10)).toMatchObject({ lines: [], next: null });
    expect(auditLogPage("r1", [], 0, 10)).toMatchObject({ lines: [], totalLines: 0, next: null });
  });
});

describe("auditLogHead", () => {
  it("carries the first lines and the conflicts found anywhere in the log", () => {
    const marked = [
      ...log,
      `  Pick 5004 (R3.2) late: ${NO_AVAILABLE_PLAYERS}`,
      ...Array.from({ length: 6 }, (_, i) => `${CRITICAL_ERROR}: m${i} ends with 2 of 3 picks`),
    ];
    const head = auditLogHead("r1", marked);
    expect(head.lines).toEqual(marked.slice(0, head.lines.length));
    expect(head.lines.length).toBeLessThan(marked.length);
    expect(head.next).toBe(head.lines.length);
    expect(head.conflicts.count).toBe(7);
    expect(head.conflicts.first).toEqual([`Pick 5004 (R3.2) late: ${NO_AVAILABLE_PLAYERS}`, ...marked.slice(-6, -2)]);
  });

  it("is the whole log, with no next page, for a small league", () => {
    const small = logLines("TREBLE DRAFT AUDIT LOG\nSeed: s\n\nRESULT: OK, every participant has 3 players");
    expect(auditLogHead("r1", small)).toMatchObject({ lines: small, totalLines: 4, next: null, conflicts: { count: 0, first: [] } });
    expect(logLines("")).toEqual([]);
  });
});
