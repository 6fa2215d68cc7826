import { currentGameweek } from "../../shared/gameweeks";
import { messages } from "../../shared/messages";
import { seasonOfLeague } from "../data/season";
import { goalRace } from "../../shared/scoring";
import { runAndFeedVersion } from "../data/board-reads";
import { picksOfRun } from "../data/league-picks";
import { listGameweeks } from "../data/feed-store";
import { seasonSnapshot } from "../data/season-snapshot";
import { membersWithPickCounts } from "../data/selections-store";
import type { LeagueAccess } from "../lib/access";
import { forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { contract, routesOf } from "../routes";
import { leaderboardRequests } from "../../shared/contract/requests/leaderboard";
import { buildBoard } from "./board";

const api = contract.leaderboard;

/**
 * Everything a board needs beyond the access check (which has just read the league and the
 * caller's membership), in two requests whatever the league's size: the members with their pick
 * counts (one query of small items, never the selections), and one BatchGetItem of the shown run
 * and the feed data's version, which tells whether this function's copy of the season's players,
 * clubs, gameweeks and goals is current (four queries only when it is not).
 */
async function loadBoard({ league, membership }: LeagueAccess, options: { gameweek?: number; simulated: boolean }) {
  if (options.simulated && !membership.isAdmin) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  const runId = options.simulated ? league.currentSimulationRunId : league.currentRunId;
  const [members, { run, version }, season] = await Promise.all([
    membersWithPickCounts(league.leagueId),
    runAndFeedVersion(league.leagueId, runId),
    seasonOfLeague(league),
  ]);
  const { players, teams, gameweeks, goals } = await seasonSnapshot(season, { version });
  const current = currentGameweek(gameweeks);
  const gameweek = options.gameweek ?? current?.gameweekId ?? 1;
  if (options.gameweek && !gameweeks.some((g) => g.gameweekId === options.gameweek))
    throw notFound(messages.gameweekNotFound, "GAMEWEEK_NOT_FOUND");
  return {
    league,
    run,
    members,
    goals,
    gameweek,
    rows: buildBoard({
      league,
      members,
      run,
      players,
      teams,
      goals,
      gameweek,
      current: options.gameweek === undefined || options.gameweek === current?.gameweekId,
      simulated: options.simulated,
      viewerIsAdmin: membership.isAdmin,
    }),
  };
}

/** Leaderboards (spec calls §7.6): members of the league only; the simulated board for its admins. */
export const handler = httpApi(routesOf("leaderboard"), leaderboardRequests, {
  leaderboard: route(
    api.leaderboard,
    async ({ access, query }) => (await loadBoard(access, { simulated: query.simulation === "true" })).rows,
  ),

  gameweekBoard: route(
    api.gameweekBoard,
    async ({ access, params }) => (await loadBoard(access, { gameweek: params.gameweekId, simulated: false })).rows,
  ),

  race: route(api.race, async ({ access }) => {
    const board = await loadBoard(access, { simulated: false });
    const picks = picksOfRun(board.league, board.run);
    const race = goalRace(
      board.rows.map((r) => ({ userId: r.userId, picks: picks[r.userId] ?? [] })),
      board.goals,
      { gameweek: board.gameweek },
    );
    const names = new Map(board.rows.map((r) => [r.userId, r.username]));
    return { gameweeks: race.gameweeks, series: race.series.map((s) => ({ ...s, username: names.get(s.userId) ?? "" })) };
  }),

  dashboardStats: route(api.dashboardStats, async ({ access: { league } }) => {
    const [members, gameweeks] = await Promise.all([membersWithPickCounts(league.leagueId), seasonOfLeague(league).then(listGameweeks)]);
    const current = currentGameweek(gameweeks);
    return {
      currentGameweek: current ? { id: current.gameweekId, name: current.name } : null,
      totalUsers: members.filter((m) => !m.isArchived).length,
      archivedUsers: members.filter((m) => m.isArchived).length,
    };
  }),
});
