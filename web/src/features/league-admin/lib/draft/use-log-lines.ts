import { useCallback, useRef, useState } from "react";
import { contract } from "@shared/contract/routes";
import type { AuditLogHead } from "@shared/contract/responses";
import { call } from "@/lib/api-client";

/** Lines asked for at once: the server's most (shared/draft/audit-log-pages.ts), so copying a long log takes few calls. */
const PAGE = 2_000;

/**
 * A draft run's audit log as far as it has been read: the first lines the answer carried, then
 * pages of the rest fetched when asked for (as the view scrolls to them, or all of them to copy).
 * Pages start at multiples of PAGE, so any line is one call away whatever the order of scrolling.
 */
export function useLogLines(leagueId: string, head: AuditLogHead) {
  const [pages, setPages] = useState<ReadonlyMap<number, string[]>>(new Map());
  const asked = useRef(new Map<number, Promise<string[]>>());

  const lineAt = (index: number): string | undefined =>
    index < head.lines.length ? head.lines[index] : pages.get(index - (index % PAGE))?.[index % PAGE];

  const fetchPage = useCallback(
    (from: number) => {
      const known = asked.current.get(from);
      if (known) return known;
      const page = call(contract.draft.runAuditLog, {
        params: { leagueId, runId: head.runId },
        query: { from: String(from), limit: String(PAGE) },
      }).then(
        (answer) => {
          setPages((current) => new Map(current).set(from, answer.lines));
          return answer.lines;
        },
        (error: unknown) => {
          // A failed page may be asked for again when it comes back into view.
          asked.current.delete(from);
          throw error;
        },
      );
      asked.current.set(from, page);
      return page;
    },
    [leagueId, head.runId],
  );

  /** Loads the pages of lines `first` … `last` that the head does not hold (none while the view stays within it). */
  const need = useCallback(
    (first: number, last: number) => {
      const end = Math.min(last, head.totalLines - 1);
      for (let from = first - (first % PAGE); from <= end; from += PAGE) {
        if (Math.min(end, from + PAGE - 1) >= head.lines.length) void fetchPage(from).catch(() => undefined);
      }
    },
    [fetchPage, head.lines.length, head.totalLines],
  );

  /** The whole log, reading whatever pages are still missing. */
  const whole = async () => {
    if (head.lines.length >= head.totalLines) return head.lines.join("\n");
    const all: string[] = [];
    for (let from = 0; from < head.totalLines; from += PAGE) all.push(...(await fetchPage(from)));
    return all.join("\n");
  };

  return { lineAt, need, whole };
}
