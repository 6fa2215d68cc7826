import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Re-randomises the league's draft order (and drops the simulation made with the old one). */
export const assignDraftOrder = (leagueId: string) => call(contract.draft.assignDraftOrder, { body: { leagueId } });
