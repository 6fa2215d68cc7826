import { must } from "../../shared/must";
import createError from "http-errors";
import { DEFAULT_ARCHIVE_REASON } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { getRun } from "../data/stores/draft-store";
import type { DraftRunItem } from "../data/entities/draft-run";
import { feedSeason } from "../data/read-models/season";
import { seasonSnapshot } from "../data/read-models/season-snapshot";
import { feedVersion } from "../data/stores/refresh-runs-store";
import { getLeague, getRoster } from "../data/stores/leagues-store";
import { leagueHeldByLiveDraft } from "../data/stores/live-draft-store";
import type { LeagueAccess } from "../lib/access";
import { conflict } from "../lib/errors";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import type { SessionUser } from "../lib/session";
import { archiveMembers } from "./archive";
import { draftUsers, withoutPicks } from "./members";
import { execute, simulate } from "./run";
import { logHeadOf } from "./audit-log";
import { draftResultsView } from "./views";

/** The draft-confirmation error body the SPA reads (product.md §7.1): error, details, code. */
export interface DraftFailure {
  status: number;
  error: string;
  details: string;
  code: string;
  message: string;
}

const failure = (status: number, error: string, details: string, code: string): DraftFailure => ({
  status,
  error,
  details,
  code,
  message: details,
});

function draftError({ status, ...body }: DraftFailure) {
  const e = createError(status, body.details, { code: body.code });
  e.body = body;
  return e;
}

const CRITICAL = failure(
  409,
  "Cannot Execute Draft",
  "Some users would not receive their full 3 picks. Please re-randomize the draft order and try again.",
  "CRITICAL_DRAFT_ERROR",
);
const STALE = failure(
  409,
  "Simulation out of date",
  "Selections or members changed since the simulation. Please simulate the draft again.",
  "SIMULATION_STALE",
);

/**
 * Why a run failed, in the catalogue's terms (product.md §8.4): the workflow records the reason on the run as
 * "Error: cause", so a stale simulation and a draft that cannot give everyone 3 players read as
 * the confirm call's own errors; anything else is the screen's generic failure.
 */
export function runFailure(run: Pick<DraftRunItem, "executionType" | "error"> | undefined, kind: "simulation" | "execution"): DraftFailure {
  const reason = run?.error ?? "";
  if (reason.startsWith("SimulationStale")) return STALE;
  if (reason.startsWith("CRITICAL_DRAFT_ERROR")) return CRITICAL;
  return kind === "simulation"
    ? failure(500, "Simulation Failed", "Failed to simulate draft. Please try again.", "SIMULATION_FAILED")
    : failure(500, "Execution Failed", "Failed to execute draft. Please try again.", "EXECUTION_FAILED");
}

/** A finished simulation as the dashboard shows it (product.md §3, draft run). */
export async function simulationView(run: DraftRunItem) {
  // The function's copy of the feed's players (a version check, read beside the season, when current), not a read of all of them.
  const [season, version] = await Promise.all([feedSeason(), feedVersion()]);
  const { players } = await seasonSnapshot(season, { version });
  const byId = new Map(players.map((p) => [p.playerId, p]));
  return {
    simulationId: run.runId,
    ok: run.ok ?? false,
    seed: run.seed,
    draftResults: draftResultsView(run, byId),
    auditLog: logHeadOf(run),
    archivedUsers: run.archivedUsers ?? [],
  };
}

export type StartedRun = { runId: string; kind: "simulation" | "execution" };

/**
 * Execute & go live (product.md §4 'Execute Draft & Go Live'): starts executing exactly the reviewed
 * simulation and answers the run to follow. Members without a full list need a decision first;
 * choosing to archive them changes who drafts, so a fresh simulation is started instead (kind
 * "simulation"), to be reviewed before executing.
 */
export async function executeReviewed(
  req: { event: APIGatewayProxyEventV2; user: SessionUser },
  { league, membership }: LeagueAccess,
  archiveUsers: boolean | undefined,
): Promise<StartedRun> {
  if (!league.isDraftMode) throw conflict(messages.picksLocked, "LEAGUE_LIVE");
  // One draft at a time: a live draft set up, running or finishing decides this league's picks.
  if (await leagueHeldByLiveDraft(league.leagueId)) throw conflict(messages.liveDraftHoldsLeague, "LIVE_DRAFT_HOLDS_LEAGUE");
  if (!league.currentSimulationRunId)
    throw draftError(failure(409, "No simulation", "Simulate the draft and review it before executing.", "NO_SIMULATION"));
  const simulation = must(await getRun(league.leagueId, league.currentSimulationRunId, []), "the current simulation");

  const { members, selections } = await getRoster(league.leagueId);
  const incomplete = withoutPicks(draftUsers(members, selections, undefined));
  // Once claimed, a simulation is being (or was) executed: later calls join that execution.
  if (incomplete.length > 0 && !simulation.executionRunId) {
    if (archiveUsers === undefined) {
      throw draftError(failure(409, "Action required", "Please choose whether to archive users without picks", "ARCHIVE_CHOICE_REQUIRED"));
    }
    if (archiveUsers) {
      await archiveMembers(req, membership, incomplete, DEFAULT_ARCHIVE_REASON);
      return { runId: await simulate(must(await getLeague(league.leagueId), "the league"), membership), kind: "simulation" };
    }
  }

  if (!simulation.ok) throw draftError(CRITICAL);
  return { runId: await execute(league, simulation.runId, membership), kind: "execution" };
}
