import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Draft ⇄ live. Going live needs a final draft (409 NO_FINAL_DRAFT otherwise). */
export const toggleSeasonMode = (leagueId: string) => call(contract.leagues.toggleSeasonMode, { body: { leagueId } });
