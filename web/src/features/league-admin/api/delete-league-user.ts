import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Removes a membership (not the account); the league's creator cannot be removed (403). */
export const deleteLeagueUser = (membershipId: string) => call(contract.members.remove, { params: { id: membershipId } });
