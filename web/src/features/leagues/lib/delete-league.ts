import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Deletes the whole league with every membership (its creator only). */
export const deleteLeague = (leagueId: string) => call(contract.leagues.remove, { params: { id: leagueId } });
