import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Joins by code from a link or the join page; the username is the display name in that league. */
export const joinLeagueByCode = (code: string, username?: string) =>
  call(contract.leagues.joinByCode, { params: { id: code }, body: username ? { username } : {} });

/** Joins by a typed code (the leaderboard's Join Another League dialog). */
export const joinLeagueWithCode = (code: string) => call(contract.leagues.join, { body: { code } });
