import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Active members with fewer than 15 selections, each with its archival group. */
export const getUsersWithoutPicks = (leagueId: string) => call(contract.draft.usersWithoutPicks, { params: { id: leagueId } });
