import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Forgets the reviewed simulation and the kept order, so the next simulation re-randomises. */
export const resetSimulation = (leagueId: string) => call(contract.draft.resetSimulation, { body: { leagueId } });
