import createError from "http-errors";
import { DEFAULT_ARCHIVE_REASON } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { getRun } from "../data/draft-store";
import { unpackText } from "../data/compress";
import { listPlayers } from "../data/feed-store";
import { getLeague, getRoster } from "../data/leagues-store";
import type { LeagueAccess } from "../lib/access";
import { conflict } from "../lib/errors";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { SessionUser } from "../lib/session";
import type { WorkflowResult } from "../lib/workflow";
import { archiveMembers } from "./archive";
import { draftUsers, withoutPicks } from "./members";
import { execute, simulate } from "./run";
import { draftResultsView } from "./views";

/** The draft-confirmation error body the spec's client reads: error, details, code. */
function draftError(status: number, error: string, details: string, code: string) {
  const e = createError(status, details, { code });
  e.body = { error, details, code, message: details };
  return e;
}

const criticalError = () =>
  draftError(409, "Cannot Execute Draft", "Some users would not receive their full 3 picks. Please re-randomize the draft order and try again.", "CRITICAL_DRAFT_ERROR");

/** A finished simulation as the dashboard shows it (spec: Simulation response). */
export async function simulationAnswer(leagueId: string, runId: string, result: WorkflowResult) {
  if (result.status !== "SUCCEEDED") throw new Error(`simulation workflow ${result.status}: ${result.error} ${result.cause}`);
  const run = (await getRun(leagueId, runId))!;
  const byId = new Map((await listPlayers()).map((p) => [p.playerId, p]));
  return {
    simulationId: run.runId,
    ok: run.ok ?? false,
    seed: run.seed,
    draftResults: draftResultsView(run, byId),
    auditLog: unpackText(run.auditLogGz),
    archivedUsers: run.archivedUsers ?? [],
  };
}

/**
 * Execute & go live (spec §4 'Execute Draft & Go Live'): executes exactly the reviewed
 * simulation. Members without a full list need a decision first; choosing to archive them
 * changes who drafts, so a fresh simulation is made and must be reviewed before executing.
 */
export async function executeReviewed(
  req: { event: APIGatewayProxyEventV2; user: SessionUser },
  { league, membership }: LeagueAccess,
  archiveUsers: boolean | undefined,
) {
  if (!league.isDraftMode) throw conflict(messages.picksLocked, "LEAGUE_LIVE");
  if (!league.currentSimulationRunId) throw draftError(409, "No simulation", "Simulate the draft and review it before executing.", "NO_SIMULATION");
  const simulation = (await getRun(league.leagueId, league.currentSimulationRunId))!;

  const { members, selections } = await getRoster(league.leagueId);
  const incomplete = withoutPicks(draftUsers(members, selections, undefined));
  // Once claimed, a simulation is being (or was) executed: later calls join that execution.
  if (incomplete.length > 0 && !simulation.executionRunId) {
    if (archiveUsers === undefined) {
      throw draftError(409, "Action required", "Please choose whether to archive users without picks", "ARCHIVE_CHOICE_REQUIRED");
    }
    if (archiveUsers) {
      await archiveMembers(req, membership, incomplete, DEFAULT_ARCHIVE_REASON);
      const fresh = await simulate((await getLeague(league.leagueId))!, membership);
      const e = draftError(409, "Review required", "Users were archived. Review the new simulation, then execute.", "REVIEW_REQUIRED");
      e.body = { ...e.body, simulation: await simulationAnswer(league.leagueId, fresh.runId, fresh.result) };
      throw e;
    }
  }

  if (!simulation.ok) throw criticalError();

  const { runId, result } = await execute(league, simulation.runId, membership);
  if (result.status === "SUCCEEDED") {
    return { runId, archivedUsers: simulation.archivedUsers ?? [], executed: true };
  }
  // The workflow records why it failed on the run; the API answers in the spec's terms.
  const failure = (await getRun(league.leagueId, runId))?.error ?? "";
  if (failure.startsWith("SimulationStale")) {
    throw draftError(409, "Simulation out of date", "Selections or members changed since the simulation. Please simulate the draft again.", "SIMULATION_STALE");
  }
  if (result.error === "CRITICAL_DRAFT_ERROR" || failure.startsWith("CRITICAL_DRAFT_ERROR")) throw criticalError();
  throw new Error(`draft execution ${result.status}: ${failure || result.cause}`);
}
