import { AUDIT_LOG_PAGE_DEFAULT, auditLogHead, auditLogPage, logLines } from "../../shared/draft/audit-log-pages";
import type { AuditLogPage } from "../../shared/contract/responses";
import { messages } from "../../shared/messages";
import { unpackText } from "../data/table/compress";
import { getRun } from "../data/stores/draft-store";
import type { DraftRunItem } from "../data/entities/draft-run";
import { badRequest, forbidden, notFound } from "../lib/errors";

type Run = Pick<DraftRunItem, "leagueId" | "runId" | "executionType" | "status" | "auditLogGz">;

/**
 * A finished run never changes, so its split log is kept for the next page (a 10,000-member log
 * is 11 chunks and 17.5 MB to unzip): the last few runs read, per warm environment.
 */
const recent = new Map<string, { run: Run; lines: string[] }>();
const KEEP = 3;

function remember(run: Run) {
  const lines = logLines(unpackText(run.auditLogGz));
  if (run.status === "running") return { run, lines };
  const key = `${run.leagueId}/${run.runId}`;
  recent.delete(key);
  recent.set(key, { run, lines });
  for (const old of [...recent.keys()].slice(0, -KEEP)) recent.delete(old);
  return { run, lines };
}

/** A run's log as the answers that show a log carry it: its first page and its conflicts. */
export const logHeadOf = (run: Run) => auditLogHead(run.runId, remember(run).lines);

/**
 * One page of a run's log. An executed draft's log is the league's to read (as the final audit
 * log is); a simulation's or a failed run's stays with its admins, as the history does.
 */
export async function logPageOf(
  leagueId: string,
  runId: string,
  viewerIsAdmin: boolean,
  query: { from?: number; limit?: number },
): Promise<AuditLogPage> {
  const known = recent.get(`${leagueId}/${runId}`);
  const { run, lines } = known ?? remember((await getRun(leagueId, runId, ["auditLogGz"])) ?? missing());
  if (!viewerIsAdmin && (run.executionType === "simulation" || run.status !== "completed"))
    throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  const from = query.from ?? 0;
  if (from > lines.length) throw badRequest(`This log has ${lines.length} lines: a page cannot start after them`, "PAGE_OUT_OF_RANGE");
  return auditLogPage(runId, lines, from, query.limit ?? AUDIT_LOG_PAGE_DEFAULT);
}

function missing(): never {
  throw notFound(messages.draftRunNotFound, "RUN_NOT_FOUND");
}
