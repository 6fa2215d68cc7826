import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Moves a member and their picks to another draft-mode league (the site creator only). */
export const transferLeagueUser = (membershipId: string, targetLeagueId: string) =>
  call(contract.members.transfer, { params: { id: membershipId }, body: { targetLeagueId } });
