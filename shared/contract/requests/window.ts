import * as z from "zod/mini";
import { seasonWindowQuery, windowCandidatesBody, windowDeadlineBody } from "../../window/schemas";
import { id, leagueId, pathOf } from "../inputs";
import type { GroupRequests } from "../routes";

/** The January window routes' request half: their schemas, by the names of shared/contract/routes.ts. */
export const windowRequests = {
  windowState: { params: pathOf("leagueId") },
  saveWindowCandidates: { params: pathOf("leagueId"), body: windowCandidatesBody },
  windowDraft: { params: pathOf("leagueId") },
  simulateWindowDraft: { params: pathOf("leagueId") },
  executeWindowDraft: { params: pathOf("leagueId") },
  windowRun: { params: z.object({ leagueId, runId: id("Run id") }) },
  seasonWindow: { query: seasonWindowQuery },
  windowDeadline: { body: windowDeadlineBody },
} satisfies GroupRequests<"window">;
