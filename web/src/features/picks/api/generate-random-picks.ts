import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** 15 random players among those with 5+ goals last season; nothing is stored until the list is saved. */
export const generateRandomPicks = (leagueId: string) => call(contract.picks.randomPicks, { params: { id: leagueId } });
