import useSWR from "swr";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

const route = contract.picks.getTempPicks;
/** The same key and shape as the picks screen's read of the list, so both show one list. */
const queueKey = (leagueId: string) => urlOf(route, { params: { leagueId } });

/** The member's ranked list (their 15) in rank order: what autopick takes from, first to last. */
export function useMyQueue(leagueId: string) {
  const { data, mutate } = useSWR(queueKey(leagueId), async () => {
    const picks = await call(route, { params: { leagueId } });
    return [...picks].sort((a, b) => a.selectionOrder - b.selectionOrder).map((p) => p.fplPlayerId);
  });
  return { queue: data, mutate };
}

/**
 * Stores the reordered list. A league in a live draft is still in draft mode, so the list may
 * change during the draft, and autopick reads it as it is at the turn (decision 0231, the draft room reads its state over HTTP).
 */
export const saveQueue = (leagueId: string, picks: readonly number[]) =>
  call(contract.picks.saveTempPicks, { params: { leagueId }, body: { picks: [...picks], revision: Date.now() } });
