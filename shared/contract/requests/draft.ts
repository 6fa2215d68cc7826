import * as z from "zod/mini";
import { archiveUsersBody, confirmDraftBody, leagueIdBody, restoreUsersBody } from "../../draft-schemas";
import { AUDIT_LOG_PAGE_MAX } from "../../draft/audit-log-pages";
import { id, leagueId, pathOf } from "../inputs";
import { liveAutopickBody, liveDraftChangeBody, liveDraftSetupBody, livePickBody } from "../../live-draft/schemas";
import type { GroupRequests } from "../routes";

const FROM_MESSAGE = "The page must start at a line number (0 or more)";
const LIMIT_MESSAGE = `A page holds 1 to ${AUDIT_LOG_PAGE_MAX} lines`;
/** A count in the query string: digits only (no `1e3`, no ` 7`), then bounded. */
const countQuery = (max: number, message: string, min: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,8}$/, message)), z.transform(Number)),
    z.number().check(z.int(), z.gte(min, message), z.lte(max, message)),
  );

/** The draft routes' request half: their schemas, by the names of shared/contract/routes.ts. */
export const draftRequests = {
  simulateRoundRobin: { body: leagueIdBody },
  resetSimulation: { body: leagueIdBody },
  confirmRoundRobin: { body: confirmDraftBody },
  assignDraftOrder: { body: leagueIdBody },
  usersWithoutPicks: { params: pathOf("id") },
  usersWithoutPicksDetailed: { params: pathOf("id") },
  allUsersEmails: { params: pathOf("id") },
  usersWithoutPicksEmails: { params: pathOf("id") },
  archiveUsers: { params: pathOf("id"), body: archiveUsersBody },
  restoreUsers: { params: pathOf("id"), body: restoreUsersBody },
  simulateDraft: { params: pathOf("id") },
  executeDraft: { params: pathOf("id") },
  draftUsers: { params: pathOf("leagueId") },
  history: { params: pathOf("leagueId") },
  currentSimulation: { params: pathOf("leagueId") },
  finalAuditLog: { params: pathOf("leagueId") },
  runStatus: { params: z.object({ leagueId, runId: id("Run id") }) },
  runResults: { params: z.object({ leagueId, runId: id("Run id") }) },
  runAuditLog: {
    params: z.object({ leagueId, runId: id("Run id") }),
    query: z.strictObject({
      from: z.optional(countQuery(99_999_999, FROM_MESSAGE, 0)),
      limit: z.optional(countQuery(AUDIT_LOG_PAGE_MAX, LIMIT_MESSAGE, 1)),
    }),
  },
  finalPicks: { params: z.object({ id: id("Member id") }) },
  liveDraft: { params: pathOf("id") },
  scheduleLiveDraft: { params: pathOf("id"), body: liveDraftSetupBody },
  changeLiveDraft: { params: pathOf("id"), body: liveDraftChangeBody },
  livePick: { params: pathOf("id"), body: livePickBody },
  liveAutopick: { params: pathOf("id"), body: liveAutopickBody },
  pauseLiveDraft: { params: pathOf("id") },
  resumeLiveDraft: { params: pathOf("id") },
  undoLivePick: { params: pathOf("id") },
  cancelLiveDraft: { params: pathOf("id") },
} satisfies GroupRequests<"draft">;
