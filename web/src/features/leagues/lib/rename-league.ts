import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Renames a league (league admins only). */
export const renameLeague = (leagueId: string, name: string) => call(contract.leagues.rename, { params: { id: leagueId }, body: { name } });
