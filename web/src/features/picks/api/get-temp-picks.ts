import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";
import { pendingSave } from "../lib/pending-saves";

const route = contract.picks.getTempPicks;
export const tempPicksKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** Waits for this tab's save in flight first, so a return to the screen shows the list just saved. */
async function getTempPicks(leagueId: string): Promise<number[]> {
  await pendingSave(leagueId);
  const picks = await call(route, { params: { leagueId } });
  return [...picks].sort((a, b) => a.selectionOrder - b.selectionOrder).map((p) => p.fplPlayerId);
}

/**
 * The member's ranked list in a league, read fresh each time the screen opens (another tab or
 * device may have changed it); `isFresh` is false until that read is back.
 */
export function useTempPicks(leagueId: string) {
  const { data, error, isValidating, mutate } = useSWR(tempPicksKey(leagueId), () => getTempPicks(leagueId), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
  return { picks: data, error, isFresh: data !== undefined && !isValidating, mutate };
}
