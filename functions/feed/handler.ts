import { z } from "zod";
import { messages } from "../../shared/messages";
import { listMembershipsOfUser } from "../data/leagues-store";
import { getGameweek, listGameweeks, listPlayers } from "../data/feed-store";
import { goalsOfGameweek } from "../data/goals-store";
import { latestRuns } from "../data/refresh-runs-store";
import { routesOf } from "../routes";
import { requireCreator, requireMember } from "../lib/access";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import type { SessionUser } from "../lib/session";
import { debugFeed } from "./debug";
import { refreshRequested, refreshRunStatus } from "./refresh-requests";
import { gameweekView, goalScorersView, playerView, refreshStatusView, verificationView } from "./views";

/** A refresh-status look-back long enough to find the last good run behind a stretch of failures. */
const STATUS_RUNS = 50;
const MAX_GAMEWEEK = 38;

function gameweekId(raw: string | undefined): number {
  const id = /^\d{1,2}$/.test(raw ?? "") ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_GAMEWEEK)) throw badRequest(messages.gameweekInvalid, "INVALID_GAMEWEEK");
  return id;
}

async function currentGameweek() {
  const gameweeks = await listGameweeks();
  return gameweeks.find((g) => g.isCurrent) ?? gameweeks.find((g) => g.isNext);
}

async function scorersOf(id: number) {
  const [goals, players] = await Promise.all([goalsOfGameweek(id), listPlayers()]);
  return goalScorersView(goals, players);
}

async function requireAnyAdmin(user: SessionUser) {
  if (user.isCreator) return;
  const memberships = await listMembershipsOfUser(user.userId);
  if (!memberships.some((m) => m.isAdmin)) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
}

/** Players, gameweeks, goals and feed refreshes (spec calls §7.4, §7.6, §7.7). */
export const handler = httpApi(routesOf("feed"), {
  players: route({
    handler: async () => (await listPlayers()).sort((a, b) => a.playerId - b.playerId).map(playerView),
  }),

  // No picks exist yet (a later issue), so this lists every scorer of the season; a league id,
  // when given, must still be one of the caller's leagues.
  seasonStats: route({
    handler: async ({ user, query }) => {
      if (query.leagueId) await requireMember(query.leagueId, user);
      return (await listPlayers())
        .filter((p) => p.goalsScored > 0)
        .sort((a, b) => b.goalsScored - a.goalsScored || a.webName.localeCompare(b.webName))
        .map((p) => ({ playerId: p.playerId, playerName: p.webName, seasonGoals: p.goalsScored }));
    },
  }),

  gameweeks: route({ handler: async () => (await listGameweeks()).map(gameweekView) }),

  currentGameweek: route({
    handler: async () => {
      const current = await currentGameweek();
      if (!current) throw notFound(messages.noGameweekData, "NO_GAMEWEEK");
      return gameweekView(current);
    },
  }),

  gameweekScorers: route({
    handler: async ({ params }) => {
      const id = gameweekId(params.id);
      if (!(await getGameweek(id))) throw notFound(messages.gameweekNotFound, "GAMEWEEK_NOT_FOUND");
      return scorersOf(id);
    },
  }),

  goalScorers: route({
    handler: async () => {
      const current = await currentGameweek();
      return current ? scorersOf(current.gameweekId) : [];
    },
  }),

  refreshStatus: route({ handler: async () => refreshStatusView(await latestRuns("goals", STATUS_RUNS)) }),

  verificationPlayers: route({
    handler: async () => {
      const current = await currentGameweek();
      const [players, goals] = await Promise.all([listPlayers(), current ? goalsOfGameweek(current.gameweekId) : []]);
      return verificationView(players, goals);
    },
  }),

  creatorDebug: route({
    handler: async ({ user }) => {
      requireCreator(user);
      return debugFeed();
    },
  }),

  refreshData: route({
    body: z.object({ leagueId: z.string().min(1).max(64).optional() }).strict(),
    handler: async ({ user, body }) => refreshRequested(user, "goals", body.leagueId),
  }),

  creatorRefreshPlayers: route({
    handler: async ({ user }) => {
      requireCreator(user);
      return refreshRequested(user, "players");
    },
  }),

  creatorRefreshGoals: route({
    handler: async ({ user }) => {
      requireCreator(user);
      return refreshRequested(user, "goals");
    },
  }),

  refreshRun: route({
    handler: async ({ user, params }) => {
      await requireAnyAdmin(user);
      return refreshRunStatus(z.string().min(1).max(64).parse(params.runId));
    },
  }),
});
