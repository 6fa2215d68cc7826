import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export type { AddUserResult } from "@shared/contract/responses";

export const addLeagueUser = (input: { name: string; email: string; leagueId: string }) => call(contract.members.add, { body: input });
