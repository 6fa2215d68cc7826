import { must } from "../../shared/must";
import { randomBytes } from "node:crypto";
import type { LeagueItem } from "../data/entities/league";
import { claimSimulation, getRun } from "../data/stores/draft-store";
import { runAndWorkflow } from "../draft/run-and-workflow";
import { newId } from "../data/table/ids";
import type { DraftWorkflowState } from "../draft/workflow-state";
import { startWorkflow } from "../lib/workflow";

type Actor = { userId: string; username: string };

/** The workflow's own limit (infra/aws/draft-workflow.ts): a run with no final record past it never finishes. */
const WORKFLOW_TIMEOUT_MS = 5 * 60_000;

/** The workflow execution behind a window run: an execution is named after its claim (`x-…`), a simulation `wsim-<run id>`. */
const executionNameOf = (runId: string) => (runId.startsWith("x-") ? runId : `wsim-${runId}`);

/** Starts the workflow without waiting for it: an API call must answer well inside its 10 s. */
const start = (runId: string, state: DraftWorkflowState) => startWorkflow(executionNameOf(runId), state);

/** Starts a simulation of the league's window draft, keeping the seed across re-simulations; answers its run id. */
export async function simulateWindow(league: LeagueItem, actor: Actor): Promise<string> {
  const seed = league.windowSeed ?? randomBytes(12).toString("hex");
  const runId = newId();
  await start(runId, {
    leagueId: league.leagueId,
    runId,
    kind: "window",
    mode: "simulate",
    executionType: "simulation",
    seed,
    actor,
    startedAt: new Date().toISOString(),
  });
  return runId;
}

/** Starts executing the reviewed window simulation exactly once: the claim and the execution's name are the simulation's. */
export async function executeWindow(league: LeagueItem, simulationRunId: string, actor: Actor): Promise<string> {
  // Its seed only: none of the large fields (at 10,000 members, megabytes of chunks).
  const simulation = must(await getRun(league.leagueId, simulationRunId, []), "the window simulation");
  const runId = await claimSimulation(league.leagueId, simulationRunId, `x-${simulationRunId}`);
  await start(runId, {
    leagueId: league.leagueId,
    runId,
    kind: "window",
    mode: "execute",
    executionType: league.windowRunId ? "re_execution" : "final_execution",
    seed: simulation.seed,
    simulationRunId,
    actor,
    startedAt: new Date().toISOString(),
  });
  return runId;
}

export type WindowRunState = { state: "running" } | { state: "succeeded" } | { state: "failed"; error: string };

/**
 * Where a window run stands, from its record (the workflow writes it at its first step and
 * marks it completed or failed, with the reason, at its last) and, while the record says
 * nothing final, from the workflow execution itself: one that stopped before it could record
 * why, or never left a record in the workflow's own time limit, has failed. Undefined: no such
 * window run of this league.
 */
export async function windowRunState(leagueId: string, runId: string): Promise<WindowRunState | undefined> {
  const { run, workflow } = await runAndWorkflow(leagueId, runId, executionNameOf(runId));
  if (run && run.kind !== "window") return undefined;
  if (run?.status === "completed") return { state: "succeeded" };
  if (run?.status === "failed") return { state: "failed", error: run.error ?? "unknown error" };
  const ours = (workflow?.input as { leagueId?: string; kind?: string } | undefined)?.leagueId === leagueId;
  if (!run && !ours) return undefined;
  if (workflow && workflow.status !== "RUNNING" && workflow.status !== "SUCCEEDED")
    return { state: "failed", error: `${workflow.error ?? "Error"}: ${workflow.cause ?? workflow.status}` };
  if (run && Date.now() - Date.parse(run.createdAt) > WORKFLOW_TIMEOUT_MS) return { state: "failed", error: "The window draft timed out" };
  return { state: "running" };
}

/** Waits for a run to finish (the schedule's job may; an API call never does). */
export async function waitForWindowRun(leagueId: string, runId: string, timeoutMs: number): Promise<WindowRunState> {
  const started = Date.now();
  for (let delay = 100; Date.now() - started < timeoutMs; delay = Math.min(delay * 2, 1000)) {
    const state = await windowRunState(leagueId, runId);
    if (state && state.state !== "running") return state;
    await new Promise((r) => setTimeout(r, delay));
  }
  return { state: "failed", error: "The window draft took too long" };
}
