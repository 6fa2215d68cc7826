import { currentGameweek } from "../../shared/gameweeks";
import { seasonOfLeague } from "../data/read-models/season";
import type { LeagueAccess } from "../lib/access";
import { messages } from "../../shared/messages";
import { getGameweek, listGameweeks, listPlayers } from "../data/stores/feed-store";
import { goalsOfGameweek, goalsOfSeason } from "../data/stores/goals-store";
import { feedVersion, latestRuns } from "../data/stores/refresh-runs-store";
import { groupRoutes, feedRoutes } from "../routes";
import { feedRequests } from "../../shared/contract/requests/feed";
import { notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { debugFeed } from "./debug";
import { refreshRequested, refreshRunStatus } from "./refresh-requests";
import { feedComparison } from "./verification";
import { gameweekView, goalScorersView, playerView, refreshStatusView, verificationView, withSeasonGoals } from "./views";

const api = feedRoutes;

/** A refresh-status look-back long enough to find the last good run behind a stretch of failures. */
const STATUS_RUNS = 50;
/** The store season a call reads: its league's, when it names one; else the newest. */
const seasonOf = async (access: LeagueAccess | undefined) => (access ? seasonOfLeague(access.league) : undefined);

async function thisWeek(season?: string) {
  return currentGameweek(await listGameweeks(season));
}

/** The season's players, their season goals counting the week being played, as the board does. */
async function playersOf(season?: string) {
  const [players, goals] = await Promise.all([listPlayers(season), goalsOfSeason(season)]);
  return withSeasonGoals(players, goals);
}

async function scorersOf(id: number, season?: string) {
  const [goals, players] = await Promise.all([goalsOfSeason(season), listPlayers(season)]);
  return goalScorersView(goals, id, players);
}

/** Players, gameweeks, goals and feed refreshes (product.md §7.4, §7.6, §7.7). */
export const handler = httpApi(groupRoutes("feed", api), feedRequests, {
  players: route(api.players, async ({ access }) =>
    (await playersOf(await seasonOf(access))).sort((a, b) => a.playerId - b.playerId).map(playerView),
  ),

  // Every scorer of the season; a league id, when given, must be one of the caller's (the contract checks).
  seasonStats: route(api.seasonStats, async ({ access }) => {
    return (await playersOf(await seasonOf(access)))
      .filter((p) => p.goalsScored > 0)
      .sort((a, b) => b.goalsScored - a.goalsScored || a.webName.localeCompare(b.webName))
      .map((p) => ({ playerId: p.playerId, playerName: p.webName, seasonGoals: p.goalsScored }));
  }),

  gameweeks: route(api.gameweeks, async ({ access }) => (await listGameweeks(await seasonOf(access))).map(gameweekView)),

  currentGameweek: route(api.currentGameweek, async () => {
    const current = await thisWeek();
    if (!current) throw notFound(messages.noGameweekData, "NO_GAMEWEEK");
    return gameweekView(current);
  }),

  gameweekScorers: route(api.gameweekScorers, async ({ params, access }) => {
    const id = params.id;
    const season = await seasonOf(access);
    if (!(await getGameweek(id, season))) throw notFound(messages.gameweekNotFound, "GAMEWEEK_NOT_FOUND");
    return scorersOf(id, season);
  }),

  goalScorers: route(api.goalScorers, async ({ access }) => {
    const season = await seasonOf(access);
    const current = await thisWeek(season);
    return current ? scorersOf(current.gameweekId, season) : [];
  }),

  refreshStatus: route(api.refreshStatus, async () => {
    const [runs, version] = await Promise.all([latestRuns("goals", STATUS_RUNS), feedVersion()]);
    return refreshStatusView(runs, version);
  }),

  verificationPlayers: route(api.verificationPlayers, async () => {
    const current = await thisWeek();
    const [players, goals] = await Promise.all([listPlayers(), current ? goalsOfGameweek(current.gameweekId) : []]);
    return verificationView(players, goals);
  }),

  creatorDebug: route(api.creatorDebug, async () => debugFeed()),

  refreshData: route(api.refreshData, async ({ user, access }) => refreshRequested(user, "goals", access)),

  // The live feed against our store, for any league admin (product.md §2 'Data verification').
  verificationCompare: route(api.verificationCompare, async () => feedComparison()),

  creatorRefreshPlayers: route(api.creatorRefreshPlayers, async ({ user }) => refreshRequested(user, "players")),

  creatorRefreshGoals: route(api.creatorRefreshGoals, async ({ user }) => refreshRequested(user, "goals")),

  refreshRun: route(api.refreshRun, async ({ params }) => refreshRunStatus(params.runId)),
});
