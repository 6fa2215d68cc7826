import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Archives members by membership id with one reason for all (product.md §7.5). */
export const archiveUsers = (leagueId: string, userIds: string[], reason: string) =>
  call(contract.draft.archiveUsers, { params: { id: leagueId }, body: { userIds, reason } });
