import type { AuditLogHead, AuditLogPage } from "../contract/responses";
import { CRITICAL_ERROR, NO_AVAILABLE_PLAYERS } from "./audit-log";

/**
 * A draft's audit log grows with the league (17.5 MB of text at 10,000 members), and one Lambda
 * answer may not pass 6 MB, so the log travels in pages of lines. A line is at most about 1.2 KB (a
 * turn and the fifteen ranked players it skipped), so a page of the most lines stays under 3 MB.
 */
export const AUDIT_LOG_PAGE_MAX = 2_000;
/** A page when the caller names no size. */
export const AUDIT_LOG_PAGE_DEFAULT = 1_000;
/** What an answer that carries a log (the simulation, the final log, history) holds of it: a whole small league's log. */
const HEAD_LINES = 200;
/** The marked lines a warning shows; it counts the rest. */
const CONFLICT_PREVIEW = 5;

export const logLines = (text: string): string[] => (text ? text.split("\n") : []);

/** Lines `from` … `from + limit - 1` of a run's log, and where the next page starts. */
export function auditLogPage(runId: string, lines: readonly string[], from: number, limit: number): AuditLogPage {
  const page = lines.slice(from, from + limit);
  const end = from + page.length;
  return { runId, from, lines: page, totalLines: lines.length, next: end < lines.length ? end : null };
}

/** product.md §8.4: a line with either marker means someone would end short. */
const isConflict = (line: string) => line.includes(CRITICAL_ERROR) || line.includes(NO_AVAILABLE_PLAYERS);

/** The log's first page and, from the whole log, the lines that warn not to execute (how many, and the first few, trimmed). */
export function auditLogHead(runId: string, lines: readonly string[]): AuditLogHead {
  const marked = lines.filter(isConflict);
  return {
    ...auditLogPage(runId, lines, 0, HEAD_LINES),
    conflicts: { count: marked.length, first: marked.slice(0, CONFLICT_PREVIEW).map((line) => line.trim()) },
  };
}
