import { messages } from "../../shared/messages";
import { takesPart, windowState } from "../../shared/window/calendar";
import { candidateMessages, candidateProblem } from "../../shared/window/candidates";
import { deadlineProblem } from "../../shared/window/calendar";
import { auditLogHead, logLines } from "../../shared/draft/audit-log-pages";
import { unpackText } from "../data/table/compress";
import { getRun } from "../data/stores/draft-store";
import type { LeagueItem } from "../data/entities/league";
import { listPlayers } from "../data/stores/feed-store";
import { seasonOfLeague, seasonShiftMs } from "../data/read-models/season";
import { getSeasonWindow, getWindowPicks, saveWindowPicks, setWindowDeadline } from "../data/stores/window-store";
import { draftResultsView } from "../draft/views";
import { badRequest, conflict, notFound } from "../lib/errors";
import { accepted } from "../lib/accepted";
import { route } from "../lib/route";
import { groupRoutes, windowRoutes } from "../routes";
import { windowRequests } from "../../shared/contract/requests/window";
import { httpApi } from "../lib/http-api";
import { executeWindow, simulateWindow, windowRunState } from "./run";
import { AUTO_RUN_DELAY_MS } from "../../shared/window/calendar";

const api = windowRoutes;

async function windowOf(league: LeagueItem) {
  const window = await getSeasonWindow(league.seasonName);
  return { ...window, state: windowState(window, Date.now()), takesPart: takesPart(league, window.closesAt) };
}

/** A run as the window screens show it: each member's players after it, and its audit log. */
async function runView(league: LeagueItem, runId: string | undefined) {
  const run = runId ? await getRun(league.leagueId, runId) : undefined;
  if (!run) return null;
  // The league's own season's players: after the feed moves on, a finished window draft keeps its names.
  const players = new Map((await listPlayers(await seasonOfLeague(league))).map((p) => [p.playerId, p]));
  return {
    runId: run.runId,
    status: run.status,
    executedByUsername: run.executedByUsername,
    createdAt: run.createdAt,
    seed: run.seed,
    error: run.error ?? null,
    results: draftResultsView(run, players),
    // Its first page: the rest through the draft's paged log route, as for the main draft.
    auditLog: auditLogHead(run.runId, logLines(unpackText(run.auditLogGz))),
  };
}

function refuseWindowDraft(window: Awaited<ReturnType<typeof windowOf>>) {
  if (!window.takesPart) throw conflict(candidateMessages.LEAGUE_NOT_LIVE, "LEAGUE_NOT_LIVE");
  if (window.state !== "closed") throw conflict(messages.windowNotClosed, "WINDOW_NOT_CLOSED");
}

/**
 * The January window's calls (product.md §10.11–10.12): the window's state and the caller's
 * candidates for members; the window draft's simulate → review → execute for admins, which start
 * the draft workflow as the main draft does (functions/window/run.ts); the deadline for the site's
 * creator. Roles, league and inputs are checked by the contract (shared/contract/routes.ts) before these run.
 */
export const handler = httpApi(groupRoutes("window", api), windowRequests, {
  windowState: route(api.windowState, async ({ user, access: { league } }) => {
    const window = await windowOf(league);
    const mine = await getWindowPicks(league.leagueId, league.seasonName, user.userId);
    return {
      ...window,
      candidates: mine?.playerIds ?? [],
      revision: mine?.revision ?? 0,
      autoRunsAt: new Date(Date.parse(window.closesAt) + AUTO_RUN_DELAY_MS).toISOString(),
      simulationRunId: league.windowSimulationRunId ?? null,
      executedRunId: league.windowRunId ?? null,
    };
  }),

  saveWindowCandidates: route(api.saveWindowCandidates, async ({ user, access: { league }, body }) => {
    const window = await windowOf(league);
    const status = new Map((await listPlayers(await seasonOfLeague(league))).map((p) => [p.playerId, p.removed ? "u" : p.status]));
    const problem = candidateProblem({
      state: window.state,
      leagueIsLive: window.takesPart,
      playerIds: body.playerIds,
      statusOf: (id) => status.get(id),
    });
    if (problem)
      throw (problem.startsWith("WINDOW") || problem === "LEAGUE_NOT_LIVE" ? conflict : badRequest)(candidateMessages[problem], problem);
    const saved = await saveWindowPicks({
      leagueId: league.leagueId,
      seasonName: league.seasonName,
      userId: user.userId,
      playerIds: body.playerIds,
      revision: body.revision ?? Date.now(),
    });
    return { saved: saved.saved, revision: saved.item.revision, candidates: saved.item.playerIds };
  }),

  windowDraft: route(api.windowDraft, async ({ access: { league } }) => ({
    simulation: await runView(league, league.windowSimulationRunId),
    execution: await runView(league, league.windowRunId),
  })),

  /** 202: the window draft runs in the workflow; the answer says which run to follow. */
  simulateWindowDraft: route(api.simulateWindowDraft, async ({ access: { league, membership } }) => {
    refuseWindowDraft(await windowOf(league));
    return accepted({ runId: await simulateWindow(league, membership), kind: "simulation" });
  }),

  executeWindowDraft: route(api.executeWindowDraft, async ({ access: { league, membership } }) => {
    refuseWindowDraft(await windowOf(league));
    if (!league.windowSimulationRunId) throw conflict(messages.windowNotSimulated, "NO_SIMULATION");
    return accepted({ runId: await executeWindow(league, league.windowSimulationRunId, membership), kind: "execution" });
  }),

  /** A window run's progress: running, or finished with its results, or failed with the reason in the catalogue's tone. */
  windowRun: route(api.windowRun, async ({ access: { league }, params }) => {
    const state = await windowRunState(league.leagueId, params.runId);
    if (!state) throw notFound(messages.windowRunNotFound, "RUN_NOT_FOUND");
    if (state.state === "failed") {
      const stale = state.error.startsWith("SimulationStale");
      return {
        runId: params.runId,
        state: "failed",
        code: stale ? "SIMULATION_STALE" : "WINDOW_DRAFT_FAILED",
        message: stale
          ? "Candidates, picks or players changed since the simulation. Please simulate the window draft again."
          : "The window draft failed. Please try again.",
      };
    }
    return {
      runId: params.runId,
      state: state.state,
      run: state.state === "succeeded" ? await runView(league, params.runId) : null,
    };
  }),

  windowDeadline: route(api.windowDeadline, async ({ user, body }) => {
    const problem = deadlineProblem(body.seasonName, body.closesAt, await seasonShiftMs(body.seasonName));
    if (problem) throw badRequest(problem, "BAD_DEADLINE");
    return setWindowDeadline(body.seasonName, new Date(body.closesAt).toISOString(), user.userId);
  }),

  seasonWindow: route(api.seasonWindow, async ({ query }) => getSeasonWindow(query.season)),
});
