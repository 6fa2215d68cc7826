import { DEFAULT_ARCHIVE_REASON } from "../../shared/constants";
import { joinEmails } from "../../shared/draft-rules";
import { messages } from "../../shared/messages";
import { clearSimulation, getRun } from "../data/stores/draft-store";
import { currentSeasonRuns } from "../data/stores/league-seasons-store";
import { seasonOfLeague } from "../data/read-models/season";
import { listPlayers } from "../data/stores/feed-store";
import { getRoster, setArchived } from "../data/stores/leagues-store";
import { picksOfRun } from "../data/stores/league-picks";
import type { LeagueAccess } from "../lib/access";
import { happened } from "../lib/domain-event";
import { badRequest, notFound } from "../lib/errors";
import { publish } from "../lib/event-bus";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { groupRoutes, draftRoutes } from "../routes";
import { draftRequests } from "../../shared/contract/requests/draft";
import { accepted } from "../lib/accepted";
import type { StartedRun } from "../../shared/contract/responses";
import { executeReviewed, simulationView } from "./decide";
import { draftRunStatus } from "./run-status";
import { logHeadOf, logPageOf } from "./audit-log";
import { liveDraftRoutes } from "./live/routes";
import { archiveMembers } from "./archive";
import { draftUsers, withoutPicks } from "./members";
import { assignOrder, newSeed, simulate } from "./run";
import { draftResultsView, historyView, pickView } from "./views";
import { draftParticipants } from "./inputs";
import { draftFingerprint } from "../../shared/draft/fingerprint";
import { simulationChanges } from "../../shared/draft/simulation-changes";

const api = draftRoutes;

async function rosterWithFinal(leagueId: string, withPicks = false) {
  const roster = await getRoster(leagueId);
  // Each member's final pick count: the results, or (for the users table) the picks with their windows.
  const finalRun = roster.league?.currentRunId
    ? await getRun(leagueId, roster.league.currentRunId, withPicks ? ["results", "picksGz"] : ["results"])
    : undefined;
  const finalPicks = withPicks && finalRun?.picksGz && roster.league ? picksOfRun(roster.league, finalRun) : undefined;
  return { ...roster, finalRun, finalPicks };
}

/** Starts a simulation and answers at once (202): the SPA follows the run with the status call. */
async function simulateFor({ league, membership }: LeagueAccess) {
  if (!league.isDraftMode) throw badRequest(messages.picksLocked, "LEAGUE_LIVE");
  return accepted<StartedRun>({ runId: await simulate(league, membership), kind: "simulation", state: "running" });
}

/** Draft administration (product.md §7.5): admins only, except reading the final picks and audit. */
export const handler = httpApi(groupRoutes("draft", api), draftRequests, {
  ...liveDraftRoutes,
  simulateRoundRobin: route(api.simulateRoundRobin, async (req) => simulateFor(req.access)),
  simulateDraft: route(api.simulateDraft, async (req) => simulateFor(req.access)),

  resetSimulation: route(api.resetSimulation, async ({ access }) => {
    await clearSimulation(access.league.leagueId);
    return { ok: true };
  }),

  confirmRoundRobin: route(api.confirmRoundRobin, async (req) =>
    accepted<StartedRun>({ ...(await executeReviewed(req, req.access, req.body.archiveUsers)), state: "running" }),
  ),
  executeDraft: route(api.executeDraft, async (req) =>
    accepted<StartedRun>({ ...(await executeReviewed(req, req.access, false)), state: "running" }),
  ),

  runStatus: route(api.runStatus, async ({ access, params }) => draftRunStatus(access.league.leagueId, params.runId)),
  runAuditLog: route(api.runAuditLog, async ({ access, params, query }) =>
    logPageOf(access.league.leagueId, params.runId, access.membership.isAdmin, query),
  ),

  assignDraftOrder: route(api.assignDraftOrder, async ({ access: { league } }) => {
    await clearSimulation(league.leagueId);
    return { randomizationLog: await assignOrder(league, newSeed()) };
  }),

  usersWithoutPicks: route(api.usersWithoutPicks, async ({ access: { league } }) => {
    const { members, selections, finalRun } = await rosterWithFinal(league.leagueId);
    return withoutPicks(draftUsers(members, selections, finalRun)).map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      tempPicksCount: u.tempPicksCount,
      daysSinceLastActivity: u.daysSinceLastActivity,
      archivalGroup: u.archivalGroup,
    }));
  }),
  usersWithoutPicksDetailed: route(api.usersWithoutPicksDetailed, async ({ access: { league } }) => {
    const { members, selections, finalRun } = await rosterWithFinal(league.leagueId);
    return withoutPicks(draftUsers(members, selections, finalRun));
  }),

  allUsersEmails: route(api.allUsersEmails, async ({ access: { league } }) => {
    const { members } = await getRoster(league.leagueId);
    const emails = members.filter((m) => !m.isArchived).map((m) => m.email);
    return { emails: joinEmails(emails), emailCount: new Set(emails).size };
  }),
  usersWithoutPicksEmails: route(api.usersWithoutPicksEmails, async ({ access: { league } }) => {
    const { members, selections, finalRun } = await rosterWithFinal(league.leagueId);
    const emails = withoutPicks(draftUsers(members, selections, finalRun)).map((u) => u.email);
    return { emails: joinEmails(emails), emailCount: new Set(emails).size };
  }),

  archiveUsers: route(api.archiveUsers, async (req) => {
    const { league, membership } = req.access;
    const { members } = await getRoster(league.leagueId);
    const targets = req.body.userIds.map((id) => members.find((m) => m.membershipId === id)).filter((t) => t !== undefined);
    if (targets.length < req.body.userIds.length) throw notFound(messages.userNotInLeague, "USER_NOT_FOUND");
    const reason = req.body.reason ?? DEFAULT_ARCHIVE_REASON;
    await archiveMembers(
      req,
      membership,
      targets.map((t) => ({ id: t.membershipId, userId: t.userId, username: t.username })),
      reason,
    );
    return { archivedUsers: targets.map((t) => ({ id: t.membershipId, username: t.username, reason })) };
  }),

  restoreUsers: route(api.restoreUsers, async (req) => {
    const { league, membership } = req.access;
    const { members } = await getRoster(league.leagueId);
    const targets = req.body.userIds.map((id) => members.find((m) => m.membershipId === id && m.isArchived)).filter((t) => t !== undefined);
    if (targets.length < req.body.userIds.length) throw notFound(messages.archivedUserNotInLeague, "USER_NOT_FOUND");
    for (const t of targets) await setArchived(league.leagueId, t.userId, false);
    await publish(
      happened(req, {
        leagueId: league.leagueId,
        actionType: "USER_RESTORED",
        category: "admin_action",
        username: membership.username,
        details: `${membership.username} restored ${targets.map((t) => t.username).join(", ")}`,
        metadata: { userIds: req.body.userIds },
      }),
    );
    return { restoredUsers: targets.map((t) => ({ id: t.membershipId, username: t.username })) };
  }),

  draftUsers: route(api.draftUsers, async ({ access: { league } }) => {
    const { members, selections, finalRun, finalPicks } = await rosterWithFinal(league.leagueId, true);
    return draftUsers(members, selections, finalRun, league.draftSeed, new Date(), finalPicks);
  }),

  /** This season's runs only (product.md §10.13): a finished season's stay readable on the season picker. */
  history: route(api.history, async ({ access: { league } }) => {
    return (await currentSeasonRuns(league.leagueId)).map(historyView);
  }),
  runResults: route(api.runResults, async ({ access: { league }, params }) => {
    const [run, players] = await Promise.all([
      getRun(league.leagueId, params.runId, ["results"]),
      seasonOfLeague(league).then((s) => listPlayers(s)),
    ]);
    if (!run) throw notFound(messages.draftRunNotFound, "RUN_NOT_FOUND");
    return draftResultsView(run, new Map(players.map((p) => [p.playerId, p])));
  }),

  currentSimulation: route(api.currentSimulation, async ({ access: { league } }) => {
    if (!league.currentSimulationRunId) return null;
    const [run, { members, selections }] = await Promise.all([
      getRun(league.leagueId, league.currentSimulationRunId, ["results", "auditLogGz"]),
      getRoster(league.leagueId),
    ]);
    if (!run) return null;
    // Checked the way Execute checks it, so the dashboard says it at once rather than when Execute is refused.
    const drafting = draftParticipants(members, selections);
    const view = await simulationView(run);
    if (!run.fingerprint || run.fingerprint === draftFingerprint(drafting)) return view;
    return { ...view, outOfDate: simulationChanges(run.results ?? [], drafting) };
  }),

  finalAuditLog: route(api.finalAuditLog, async ({ access: { league } }) => {
    const run = league.currentRunId ? await getRun(league.leagueId, league.currentRunId, ["auditLogGz"]) : undefined;
    if (!run) throw notFound(messages.noExecutedDraft, "NO_FINAL_DRAFT");
    return {
      kind: run.kind ?? "main",
      executedBy: run.executedByUsername,
      executedAt: run.finishedAt ?? run.createdAt,
      participantCount: run.participantCount ?? 0,
      auditLog: logHeadOf(run),
    };
  }),

  finalPicks: route(api.finalPicks, async ({ access: { league, target: membership } }) => {
    const run = league.currentRunId ? await getRun(league.leagueId, league.currentRunId, ["results"]) : undefined;
    const ids = run?.results?.find((r) => r.userId === membership.userId)?.playerIds ?? [];
    const byId = new Map((await listPlayers()).map((p) => [p.playerId, p]));
    return ids.map((id, i) => ({ id: `${membership.membershipId}:${i + 1}`, pickNumber: i + 1, player: pickView(id, byId) }));
  }),
});
