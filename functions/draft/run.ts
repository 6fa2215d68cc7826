import { must } from "../../shared/must";
import { randomBytes } from "node:crypto";
import { draftOrder } from "../../shared/draft";
import type { LeagueItem } from "../data/entities/league";
import type { MembershipItem } from "../data/entities/membership";
import { claimSimulation, getRun, setDraftSeed } from "../data/stores/draft-store";
import { newId } from "../data/table/ids";
import { startWorkflow } from "../lib/workflow";
import { gatherDraft } from "./inputs";
import type { DraftWorkflowState } from "./workflow-state";

export const newSeed = () => randomBytes(12).toString("hex");

/**
 * Sets the league's draft order by its seed: one write on the league whatever its size (the Draft
 * tab works each member's order # out from the seed, functions/draft/members.ts). Answers the
 * plain-text randomisation log.
 */
export async function assignOrder(league: LeagueItem, seed: string): Promise<string> {
  const gathered = await gatherDraft(league.leagueId);
  const order = draftOrder(gathered.participants, seed);
  await setDraftSeed(league.leagueId, seed);
  return [`Draft order randomised with seed ${seed}`, ...order.map((p, i) => `${i + 1}. ${p.username}`)].join("\n");
}

/** The workflow execution behind a run: an execution is named after its claim (`x-…`), a simulation `sim-<run id>`. */
export const executionNameOf = (runId: string) => (runId.startsWith("x-") ? runId : `sim-${runId}`);

/**
 * Starts a simulation with the league's current order (a fresh one when none is set); answers its
 * run id at once. A fresh order is only its seed (one write): the workflow gathers the members,
 * so the call does not read the roster too (at 10,000 members that read alone took 2 s).
 */
export async function simulate(league: LeagueItem, actor: MembershipItem): Promise<string> {
  const seed = league.draftSeed ?? newSeed();
  if (!league.draftSeed) await setDraftSeed(league.leagueId, seed);
  const runId = newId();
  const state: DraftWorkflowState = {
    leagueId: league.leagueId,
    runId,
    mode: "simulate",
    executionType: "simulation",
    seed,
    startedAt: new Date().toISOString(),
    actor: { userId: actor.userId, username: actor.username },
  };
  await startWorkflow(executionNameOf(runId), state);
  return runId;
}

/**
 * Starts executing the reviewed simulation exactly once: the claim is a conditional write, and
 * the workflow execution is named after the claim, so every concurrent or retried call reaches
 * the same single execution and answers its run id.
 */
export async function execute(league: LeagueItem, simulationRunId: string, actor: MembershipItem): Promise<string> {
  const simulation = must(await getRun(league.leagueId, simulationRunId, []), "the simulation");
  const runId = await claimSimulation(league.leagueId, simulationRunId, `x-${simulationRunId}`);
  const state: DraftWorkflowState = {
    leagueId: league.leagueId,
    runId,
    mode: "execute",
    executionType: league.hasFinalDraft ? "re_execution" : "final_execution",
    seed: simulation.seed,
    startedAt: new Date().toISOString(),
    simulationRunId,
    actor: { userId: actor.userId, username: actor.username },
  };
  await startWorkflow(executionNameOf(runId), state);
  return runId;
}
