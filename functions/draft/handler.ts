import { z } from "zod";
import { DEFAULT_ARCHIVE_REASON } from "../../shared/constants";
import { joinEmails } from "../../shared/draft-rules";
import { messages } from "../../shared/messages";
import { archiveUsersBody, leagueIdBody, confirmDraftBody } from "../../shared/schemas";
import { clearSimulation, getRun, listRuns } from "../data/draft-store";
import { unpackText } from "../data/compress";
import { listPlayers } from "../data/feed-store";
import { getMembershipById, getRoster, setArchived } from "../data/leagues-store";
import { requireAdmin, requireMember } from "../lib/access";
import { happened } from "../lib/domain-event";
import { badRequest, notFound } from "../lib/errors";
import { publish } from "../lib/event-bus";
import { httpApi } from "../lib/http-api";
import { route, type RouteRequest } from "../lib/route";
import type { SessionUser } from "../lib/session";
import { routesOf } from "../routes";
import { accepted } from "../lib/accepted";
import { executeReviewed, simulationView } from "./decide";
import { draftRunStatus } from "./run-status";
import { archiveMembers } from "./archive";
import { draftUsers, withoutPicks } from "./members";
import { assignOrder, newSeed, simulate } from "./run";
import { historyView, pickView } from "./views";

type Req = RouteRequest<unknown, SessionUser>;

async function rosterWithFinal(leagueId: string) {
  const roster = await getRoster(leagueId);
  const finalRun = roster.league?.currentRunId ? await getRun(leagueId, roster.league.currentRunId) : undefined;
  return { ...roster, finalRun };
}

/** Starts a simulation and answers at once (202): the SPA follows the run with the status call. */
async function simulateFor(req: Req, leagueId: string) {
  const { league, membership } = await requireAdmin(leagueId, req.user);
  if (!league.isDraftMode) throw badRequest(messages.picksLocked, "LEAGUE_LIVE");
  return accepted({ runId: await simulate(league, membership), kind: "simulation", state: "running" });
}

const leagueParam = (leagueId: string | undefined) => z.string().min(1).max(64).parse(leagueId ?? "");

/** Draft administration (spec calls §7.5): admins only, except reading the final picks and audit. */
export const handler = httpApi(routesOf("draft"), {
  simulateRoundRobin: route({ body: leagueIdBody, handler: async (req) => simulateFor(req, req.body.leagueId) }),
  simulateDraft: route({ handler: async (req) => simulateFor(req, leagueParam(req.params.id)) }),

  resetSimulation: route({
    body: leagueIdBody,
    handler: async ({ user, body }) => {
      await requireAdmin(body.leagueId, user);
      await clearSimulation(body.leagueId);
      return { ok: true };
    },
  }),

  confirmRoundRobin: route({
    body: confirmDraftBody,
    handler: async (req) => accepted({ ...(await executeReviewed(req, req.body.leagueId, req.body.archiveUsers)), state: "running" }),
  }),
  executeDraft: route({ handler: async (req) => accepted({ ...(await executeReviewed(req, leagueParam(req.params.id), false)), state: "running" }) }),

  runStatus: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.leagueId, user);
      return draftRunStatus(params.leagueId, z.string().min(1).max(80).parse(params.runId));
    },
  }),

  assignDraftOrder: route({
    body: leagueIdBody,
    handler: async ({ user, body }) => {
      const { league } = await requireAdmin(body.leagueId, user);
      await clearSimulation(league.leagueId);
      return { randomizationLog: await assignOrder(league, newSeed()) };
    },
  }),

  usersWithoutPicks: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.id, user);
      const { members, selections, finalRun } = await rosterWithFinal(params.id);
      return withoutPicks(draftUsers(members, selections, finalRun)).map((u) => ({
        id: u.id,
        username: u.username,
        email: u.email,
        tempPicksCount: u.tempPicksCount,
        daysSinceLastActivity: u.daysSinceLastActivity,
        archivalGroup: u.archivalGroup,
      }));
    },
  }),
  usersWithoutPicksDetailed: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.id, user);
      const { members, selections, finalRun } = await rosterWithFinal(params.id);
      return withoutPicks(draftUsers(members, selections, finalRun));
    },
  }),

  allUsersEmails: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.id, user);
      const { members } = await getRoster(params.id);
      const emails = members.filter((m) => !m.isArchived).map((m) => m.email);
      return { emails: joinEmails(emails), emailCount: new Set(emails).size };
    },
  }),
  usersWithoutPicksEmails: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.id, user);
      const { members, selections, finalRun } = await rosterWithFinal(params.id);
      const emails = withoutPicks(draftUsers(members, selections, finalRun)).map((u) => u.email);
      return { emails: joinEmails(emails), emailCount: new Set(emails).size };
    },
  }),

  archiveUsers: route({
    body: archiveUsersBody,
    handler: async (req) => {
      const { league, membership } = await requireAdmin(req.params.id, req.user);
      const { members } = await getRoster(league.leagueId);
      const targets = req.body.userIds.map((id) => members.find((m) => m.membershipId === id));
      if (targets.some((t) => !t)) throw notFound("User not found in this league", "USER_NOT_FOUND");
      const reason = req.body.reason ?? DEFAULT_ARCHIVE_REASON;
      await archiveMembers(req, membership, targets.map((t) => ({ id: t!.membershipId, userId: t!.userId, username: t!.username })), reason);
      return { archivedUsers: targets.map((t) => ({ id: t!.membershipId, username: t!.username, reason })) };
    },
  }),

  restoreUsers: route({
    body: z.object({ userIds: z.array(z.string().min(1).max(64)).min(1).max(500) }).strict(),
    handler: async (req) => {
      const { league, membership } = await requireAdmin(req.params.id, req.user);
      const { members } = await getRoster(league.leagueId);
      const targets = req.body.userIds.map((id) => members.find((m) => m.membershipId === id && m.isArchived));
      if (targets.some((t) => !t)) throw notFound("Archived user not found in this league", "USER_NOT_FOUND");
      for (const t of targets) await setArchived(league.leagueId, t!.userId, false);
      await publish(
        happened(req, {
          leagueId: league.leagueId,
          actionType: "USER_RESTORED",
          category: "admin_action",
          username: membership.username,
          details: `${membership.username} restored ${targets.map((t) => t!.username).join(", ")}`,
          metadata: { userIds: req.body.userIds },
        }),
      );
      return { restoredUsers: targets.map((t) => ({ id: t!.membershipId, username: t!.username })) };
    },
  }),

  draftUsers: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.leagueId, user);
      const { members, selections, finalRun } = await rosterWithFinal(params.leagueId);
      return draftUsers(members, selections, finalRun);
    },
  }),

  history: route({
    handler: async ({ user, params }) => {
      await requireAdmin(params.leagueId, user);
      const [runs, players] = await Promise.all([listRuns(params.leagueId), listPlayers()]);
      const byId = new Map(players.map((p) => [p.playerId, p]));
      return runs.map((run) => historyView(run, byId));
    },
  }),

  currentSimulation: route({
    handler: async ({ user, params }) => {
      const { league } = await requireAdmin(params.leagueId, user);
      if (!league.currentSimulationRunId) return null;
      const run = await getRun(league.leagueId, league.currentSimulationRunId);
      if (!run) return null;
      return simulationView(run);
    },
  }),

  finalAuditLog: route({
    handler: async ({ user, params }) => {
      const { league } = await requireMember(params.leagueId, user);
      const run = league.currentRunId ? await getRun(league.leagueId, league.currentRunId) : undefined;
      if (!run) throw notFound("No draft has been executed in this league yet", "NO_FINAL_DRAFT");
      return { executedBy: run.executedByUsername, executedAt: run.finishedAt ?? run.createdAt, participantCount: run.participantCount ?? 0, auditLog: unpackText(run.auditLogGz) };
    },
  }),

  finalPicks: route({
    handler: async ({ user, params }) => {
      const membership = await getMembershipById(params.id);
      if (!membership) throw notFound(messages.notMember, "NOT_IN_LEAGUE");
      const { league } = await requireMember(membership.leagueId, user);
      const run = league.currentRunId ? await getRun(league.leagueId, league.currentRunId) : undefined;
      const ids = run?.results?.find((r) => r.userId === membership.userId)?.playerIds ?? [];
      const byId = new Map((await listPlayers()).map((p) => [p.playerId, p]));
      return ids.map((id, i) => ({ id: `${membership.membershipId}:${i + 1}`, pickNumber: i + 1, player: pickView(id, byId) }));
    },
  }),
});
