import * as z from "zod/mini";
import "../../shared/zod-english";
import { messages } from "../../shared/messages";
import { badRequest } from "../lib/errors";
import { decodeCursor, type LogWindow } from "../lib/log-reader";

/** The log groups keep a month (infra's retention); a wider window would read nothing more. */
const MAX_LOG_WINDOW_MS = 31 * 24 * 3_600_000;
const DEFAULT_LOG_WINDOW_MS = 24 * 3_600_000;

const instant = z.union([
  z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
  z.pipe(
    z.iso.datetime({ offset: true }),
    z.transform((s: string) => Date.parse(s)),
  ),
]);

const logQuery = z.object({
  from: z.optional(instant),
  to: z.optional(instant),
  cursor: z.optional(z.string().check(z.maxLength(500))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});

/**
 * The creator's log views take `from` and `to` (ISO times or epoch ms; default the last 24
 * hours), `limit` (1-200, default 50) and the `cursor` a previous page returned, which carries
 * its own window so later pages read the same one.
 */
export function logWindowFromQuery(query: Record<string, string>, now = Date.now()): { window: LogWindow; limit: number } {
  const parsed = logQuery.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(messages.logQueryInvalid(issue?.path.join(".") || "query"), "VALIDATION");
  }
  const { from, to, cursor, limit } = parsed.data;
  if (cursor !== undefined) {
    const window = decodeCursor(cursor);
    if (!window) throw badRequest(messages.logCursorInvalid, "VALIDATION");
    return { window, limit };
  }
  const end = to ?? now;
  const start = from ?? end - DEFAULT_LOG_WINDOW_MS;
  if (start > end) throw badRequest(messages.logRangeReversed, "VALIDATION");
  if (end - start > MAX_LOG_WINDOW_MS) throw badRequest(messages.logRangeTooLong, "VALIDATION");
  return { window: { from: start, to: end, offset: 0 }, limit };
}
