import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Where a started simulation or execution stands (the draft calls answer 202 with its id). */
export const getDraftRun = (leagueId: string, runId: string) => call(contract.draft.runStatus, { params: { leagueId, runId } });
