import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Brings archived members back into the draft (product.md §4 'restorable'). */
export const restoreUsers = (leagueId: string, userIds: string[]) =>
  call(contract.draft.restoreUsers, { params: { id: leagueId }, body: { userIds } });
