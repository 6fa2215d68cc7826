import { contract } from "@shared/contract/routes";
import type { WindowRun } from "@shared/contract/responses";
import { call, useCall } from "@/lib/api-client";

export type { WindowRun, WindowView } from "@shared/contract/responses";

const api = contract.window;

/** The season's January window, as a member of the league sees it. */
export function useWindow(leagueId: string | undefined) {
  const { data, error, mutate } = useCall(api.windowState, leagueId ? { params: { leagueId } } : null);
  return { window: data, error, mutate };
}

export const saveCandidates = (leagueId: string, playerIds: readonly number[], revision: number) =>
  call(api.saveWindowCandidates, { params: { leagueId }, body: { playerIds: [...playerIds], revision } });

/** The window draft's simulation under review and its execution (admins). */
export function useWindowDraft(leagueId: string, enabled: boolean) {
  const { data, mutate } = useCall(api.windowDraft, enabled ? { params: { leagueId } } : null);
  return { draft: data, mutate };
}

/** Starts a simulation or the execution (202), then follows the run until it finishes; a failure throws its message. */
async function followRun(
  leagueId: string,
  start: typeof api.simulateWindowDraft | typeof api.executeWindowDraft,
): Promise<WindowRun | null> {
  const { runId } = await call(start, { params: { leagueId } });
  for (let delay = 200; ; delay = Math.min(delay * 1.5, 1500)) {
    const progress = await call(api.windowRun, { params: { leagueId, runId } });
    if (progress.state === "failed") throw new Error(progress.message);
    if (progress.state === "succeeded") return progress.run;
    await new Promise((r) => setTimeout(r, delay));
  }
}

export const simulateWindowDraft = (leagueId: string) => followRun(leagueId, api.simulateWindowDraft);
export const executeWindowDraft = (leagueId: string) => followRun(leagueId, api.executeWindowDraft);

/** The season the app is in now (no league named: the current season's label). */
export function useSeasonName() {
  return useCall(contract.leagues.seasonStatus).data?.seasonName;
}

/** A season's window dates as the creator set them (or the default). */
export function useSeasonWindow(seasonName: string | undefined) {
  return useCall(api.seasonWindow, seasonName ? { query: { season: seasonName } } : null);
}

export const setSeasonDeadline = (seasonName: string, closesAt: string) => call(api.windowDeadline, { body: { seasonName, closesAt } });
