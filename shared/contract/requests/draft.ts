import * as z from "zod/mini";
import { archiveUsersBody, confirmDraftBody, leagueIdBody, restoreUsersBody } from "../../schemas";
import { seasonWindowQuery, windowCandidatesBody, windowDeadlineBody } from "../../window/schemas";
import { id, leagueId, pathOf } from "../inputs";
import type { GroupRequests } from "../routes";

/** The draft routes' request half (the draft and the January window): their schemas, by the names of shared/contract/routes.ts. */
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
  finalPicks: { params: z.object({ id: id("Member id") }) },
  windowState: { params: pathOf("leagueId") },
  saveWindowCandidates: { params: pathOf("leagueId"), body: windowCandidatesBody },
  windowDraft: { params: pathOf("leagueId") },
  simulateWindowDraft: { params: pathOf("leagueId") },
  executeWindowDraft: { params: pathOf("leagueId") },
  windowRun: { params: z.object({ leagueId, runId: id("Run id") }) },
  seasonWindow: { query: seasonWindowQuery },
  windowDeadline: { body: windowDeadlineBody },
} satisfies GroupRequests<"draft">;
