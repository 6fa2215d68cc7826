import useSWR from "swr";
import type { LiveDraftView } from "@shared/contract/responses";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";
import type { PickClockName } from "@shared/live-draft/clock";
import { createServerClock } from "../lib/server-clock";

const route = contract.draft.liveDraft;
const liveDraftKey = (leagueId: string) => urlOf(route, { params: { id: leagueId } });

/** The page's one reading of the server's clock: every read of the draft is a sample of it. */
export const serverClock = createServerClock();

/** Calls one of the draft's routes, timing the trip: each answer carries the server's time. */
async function timed<T extends LiveDraftView>(request: () => Promise<T>): Promise<T> {
  const sentAt = Date.now();
  const view = await request();
  serverClock.sample({ sentAt, receivedAt: Date.now(), serverTime: view.serverTime });
  return view;
}

/**
 * The league's live draft as the server sees it now. The room re-reads it on every realtime
 * event about it, on (re)joining the room and once just after each deadline; nothing of the draft
 * lives in the socket.
 */
export function useLiveDraft(leagueId: string | undefined, options: { refreshMs?: (latest: LiveDraftView | undefined) => number } = {}) {
  const { data, error, isLoading, mutate } = useSWR<LiveDraftView>(
    leagueId ? liveDraftKey(leagueId) : null,
    () => timed(() => call(route, { params: { id: leagueId as string } })),
    { revalidateOnMount: true, refreshInterval: options.refreshMs ?? 0, dedupingInterval: 500 },
  );
  return { view: data, error, isLoading, reload: mutate };
}

export const liveDraftActions = {
  setUp: (leagueId: string, body: { clock: PickClockName; overnightPause?: boolean; startsAt?: string }) =>
    timed(() => call(contract.draft.scheduleLiveDraft, { params: { id: leagueId }, body })),
  pick: (leagueId: string, overall: number, playerId: number) =>
    timed(() => call(contract.draft.livePick, { params: { id: leagueId }, body: { overall, playerId } })),
  autopick: (leagueId: string, on: boolean, participantId?: string) =>
    timed(() => call(contract.draft.liveAutopick, { params: { id: leagueId }, body: participantId ? { on, participantId } : { on } })),
  pause: (leagueId: string) => timed(() => call(contract.draft.pauseLiveDraft, { params: { id: leagueId } })),
  resume: (leagueId: string) => timed(() => call(contract.draft.resumeLiveDraft, { params: { id: leagueId } })),
  undo: (leagueId: string) => timed(() => call(contract.draft.undoLivePick, { params: { id: leagueId } })),
  cancel: (leagueId: string) => timed(() => call(contract.draft.cancelLiveDraft, { params: { id: leagueId } })),
};
