import { messages } from "../../shared/messages";
import { getGameweek, listGameweeks, listPlayers } from "../data/feed-store";
import { goalsOfGameweek } from "../data/goals-store";
import { latestRuns } from "../data/refresh-runs-store";
import { contract, routesOf } from "../routes";
import { notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { reply, route } from "../lib/route";
import { debugFeed } from "./debug";
import { refreshGoals } from "./refresh-goals";
import { refreshPlayers } from "./refresh-players";
import { gameweekView, goalScorersView, playerView, refreshStatusView, runView, verificationView } from "./views";

const api = contract.feed;

/** A refresh-status look-back long enough to find the last good run behind a stretch of failures. */
const STATUS_RUNS = 50;
async function currentGameweek() {
  const gameweeks = await listGameweeks();
  return gameweeks.find((g) => g.isCurrent) ?? gameweeks.find((g) => g.isNext);
}

async function scorersOf(id: number) {
  const [goals, players] = await Promise.all([goalsOfGameweek(id), listPlayers()]);
  return goalScorersView(goals, players);
}

/** Players, gameweeks, goals and feed refreshes (spec calls §7.4, §7.6, §7.7). */
export const handler = httpApi(routesOf("feed"), {
  players: route(api.players, async () => (await listPlayers()).sort((a, b) => a.playerId - b.playerId).map(playerView)),

  // Every scorer of the season; a league id, when given, must be one of the caller's (the contract checks).
  seasonStats: route(api.seasonStats, async () => {
    return (await listPlayers())
      .filter((p) => p.goalsScored > 0)
      .sort((a, b) => b.goalsScored - a.goalsScored || a.webName.localeCompare(b.webName))
      .map((p) => ({ playerId: p.playerId, playerName: p.webName, seasonGoals: p.goalsScored }));
  }),

  gameweeks: route(api.gameweeks, async () => (await listGameweeks()).map(gameweekView)),

  currentGameweek: route(api.currentGameweek, async () => {
    const current = await currentGameweek();
    if (!current) throw notFound(messages.noGameweekData, "NO_GAMEWEEK");
    return gameweekView(current);
  }),

  gameweekScorers: route(api.gameweekScorers, async ({ params }) => {
    const id = params.id;
    if (!(await getGameweek(id))) throw notFound(messages.gameweekNotFound, "GAMEWEEK_NOT_FOUND");
    return scorersOf(id);
  }),

  goalScorers: route(api.goalScorers, async () => {
    const current = await currentGameweek();
    return current ? scorersOf(current.gameweekId) : [];
  }),

  refreshStatus: route(api.refreshStatus, async () => refreshStatusView(await latestRuns("goals", STATUS_RUNS))),

  verificationPlayers: route(api.verificationPlayers, async () => {
    const current = await currentGameweek();
    const [players, goals] = await Promise.all([listPlayers(), current ? goalsOfGameweek(current.gameweekId) : []]);
    return verificationView(players, goals);
  }),

  creatorDebug: route(api.creatorDebug, async () => debugFeed()),

  refreshData: route(api.refreshData, async () => {
    const players = await refreshPlayers("manual");
    const goals = await refreshGoals("manual");
    const body = { players: runView(players), goals: runView(goals) };
    const failed = [players, goals].find((r) => r.status === "failed");
    if (!failed) return body;
    // A feed failure is not ours to hide: the reason tells the admin to try again later.
    return reply({
      statusCode: 502,
      headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      body: JSON.stringify({ message: `${messages.feedRefreshFailed}: ${failed.reason}`, code: "FEED_REFRESH_FAILED", ...body }),
    });
  }),

  creatorRefreshPlayers: route(api.creatorRefreshPlayers, async () => runView(await refreshPlayers("manual"))),

  creatorRefreshGoals: route(api.creatorRefreshGoals, async () => runView(await refreshGoals("manual"))),
});
