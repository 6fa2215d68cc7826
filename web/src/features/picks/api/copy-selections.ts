import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

/** Copies the stored list of `fromLeagueId` to other draft-mode leagues of the user; all or nothing. */
export const copySelections = (fromLeagueId: string, targetLeagueIds: string[]) =>
  call(contract.picks.copySelections, { params: { id: fromLeagueId }, body: { targetLeagueIds } });
