import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/**
 * Asks for a goals refresh now (league admins: once per 5 minutes per league, 429 otherwise);
 * answers at once with the run to follow.
 */
export const refreshData = (leagueId: string | undefined) => call(contract.feed.refreshData, { body: leagueId ? { leagueId } : {} });
