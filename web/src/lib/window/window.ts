import useSWR from "swr";
import { apiRequest, api } from "@/lib/api-client";

/** GET /api/window/{leagueId}: the season's January window, as a member of the league sees it. */
export interface WindowView {
  seasonName: string;
  opensAt: string;
  closesAt: string;
  isCustom: boolean;
  state: "upcoming" | "open" | "closed";
  takesPart: boolean;
  candidates: number[];
  revision: number;
  autoRunsAt: string;
  simulationRunId: string | null;
  executedRunId: string | null;
}

export interface WindowRun {
  runId: string;
  status: string;
  executedByUsername: string;
  createdAt: string;
  seed: string;
  error: string | null;
  results: Array<{ userId: string; username: string; draftOrder: number; picks: Array<{ playerId: number; playerName: string; teamName: string }> }>;
  auditLog: string;
}

export const windowKey = (leagueId: string) => `/api/window/${encodeURIComponent(leagueId)}`;
export const windowDraftKey = (leagueId: string) => `${windowKey(leagueId)}/draft`;

export function useWindow(leagueId: string | undefined) {
  const { data, error, mutate } = useSWR(leagueId ? windowKey(leagueId) : null, () => api.get<WindowView>(windowKey(leagueId!)));
  return { window: data, error, mutate };
}

export const saveCandidates = (leagueId: string, playerIds: readonly number[], revision: number) =>
  apiRequest<{ saved: boolean; revision: number; candidates: number[] }>("PUT", `${windowKey(leagueId)}/candidates`, { playerIds, revision });

/** The window draft's simulation under review and its execution (admins). */
export function useWindowDraft(leagueId: string, enabled: boolean) {
  const { data, mutate } = useSWR(enabled ? windowDraftKey(leagueId) : null, () =>
    api.get<{ simulation: WindowRun | null; execution: WindowRun | null }>(windowDraftKey(leagueId)),
  );
  return { draft: data, mutate };
}

interface RunProgress {
  runId: string;
  state: "running" | "succeeded" | "failed";
  run?: WindowRun | null;
  message?: string;
}

/** Starts a simulation or the execution (202), then follows the run until it finishes; a failure throws its message. */
async function followRun(leagueId: string, action: "simulate" | "execute"): Promise<WindowRun> {
  const { runId } = await api.post<{ runId: string }>(`${windowKey(leagueId)}/${action}`);
  for (let delay = 200; ; delay = Math.min(delay * 1.5, 1500)) {
    const progress = await api.get<RunProgress>(`${windowKey(leagueId)}/runs/${encodeURIComponent(runId)}`);
    if (progress.state === "succeeded") return progress.run!;
    if (progress.state === "failed") throw new Error(progress.message ?? "The window draft failed. Please try again.");
    await new Promise((r) => setTimeout(r, delay));
  }
}

export const simulateWindowDraft = (leagueId: string) => followRun(leagueId, "simulate");
export const executeWindowDraft = (leagueId: string) => followRun(leagueId, "execute");

export interface SeasonWindow {
  seasonName: string;
  opensAt: string;
  closesAt: string;
  isCustom: boolean;
}
export const seasonWindowKey = (seasonName: string) => `/api/creator/season-window?season=${encodeURIComponent(seasonName)}`;
export const setSeasonDeadline = (seasonName: string, closesAt: string) => apiRequest<SeasonWindow>("PUT", "/api/creator/season-window", { seasonName, closesAt });
