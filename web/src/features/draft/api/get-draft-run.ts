import { api } from "@/lib/api-client";
import type { DraftRunStatus } from "../types";

/** Where a started simulation or execution stands (the draft calls answer 202 with its id). */
export const getDraftRun = (leagueId: string, runId: string) =>
  api.get<DraftRunStatus>(`/api/draft/runs/${encodeURIComponent(leagueId)}/${encodeURIComponent(runId)}`);
