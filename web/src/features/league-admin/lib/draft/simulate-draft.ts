import { must } from "@shared/must";
import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";
import { followRun } from "./follow-run";
import type { RunProgress, Simulation } from "@shared/contract/responses";
import { getDraftRun } from "./get-draft-run";

/** Starts a simulation with the league's kept order (a fresh one when none is set) and follows it to its result. */
export async function simulateDraft(leagueId: string, onProgress?: (progress: RunProgress) => void): Promise<Simulation> {
  const started = await call(contract.draft.simulateRoundRobin, { body: { leagueId } });
  const run = await followRun(() => getDraftRun(leagueId, started.runId), { onProgress });
  return must(run.simulation, "the simulation");
}
