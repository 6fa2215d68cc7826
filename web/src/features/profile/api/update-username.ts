import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Changes the display name; without a league it changes in every league the user plays in. */
export const updateUsername = (username: string, leagueId?: string) =>
  call(contract.leagues.updateUsername, { body: leagueId ? { username, leagueId } : { username } });
