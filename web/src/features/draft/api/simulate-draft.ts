import { api } from "@/lib/api-client";
import { followRun } from "../lib/follow-run";
import type { RunProgress, Simulation, StartedRun } from "../types";
import { getDraftRun } from "./get-draft-run";

/** Starts a simulation with the league's kept order (a fresh one when none is set) and follows it to its result. */
export async function simulateDraft(leagueId: string, onProgress?: (progress: RunProgress) => void): Promise<Simulation> {
  const started = await api.post<StartedRun>("/api/simulate-round-robin", { leagueId });
  const run = await followRun(() => getDraftRun(leagueId, started.runId), { onProgress });
  return run.simulation!;
}
