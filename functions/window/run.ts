import { randomBytes } from "node:crypto";
import type { LeagueItem } from "../data/entities/league";
import { claimSimulation, getRun } from "../data/draft-store";
import { newId } from "../data/ids";
import type { DraftWorkflowState } from "../draft/workflow-state";
import { runWorkflow } from "../lib/workflow";

type Actor = { userId: string; username: string };

/** Simulates the league's window draft through the draft workflow, keeping the seed across re-simulations. */
export async function simulateWindow(league: LeagueItem, actor: Actor) {
  const seed = league.windowSeed ?? randomBytes(12).toString("hex");
  const runId = newId();
  const state: DraftWorkflowState = { leagueId: league.leagueId, runId, kind: "window", mode: "simulate", executionType: "simulation", seed, actor };
  return { runId, result: await runWorkflow(`wsim-${runId}`, state) };
}

/** Executes the reviewed window simulation exactly once: the claim and the execution's name are the simulation's. */
export async function executeWindow(league: LeagueItem, simulationRunId: string, actor: Actor) {
  const simulation = (await getRun(league.leagueId, simulationRunId))!;
  const runId = await claimSimulation(league.leagueId, simulationRunId, `x-${simulationRunId}`);
  const state: DraftWorkflowState = {
    leagueId: league.leagueId,
    runId,
    kind: "window",
    mode: "execute",
    executionType: league.windowRunId ? "re_execution" : "final_execution",
    seed: simulation.seed,
    simulationRunId,
    actor,
  };
  return { runId, result: await runWorkflow(runId, state) };
}
