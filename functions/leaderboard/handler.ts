import { messages } from "../../shared/messages";
import { seasonOfLeague } from "../data/season";
import { goalRace } from "../../shared/scoring";
import { getRun } from "../data/draft-store";
import { picksOfRun } from "../data/league-picks";
import { listGameweeks } from "../data/feed-store";
import { seasonSnapshot } from "../data/season-snapshot";
import { getRoster } from "../data/leagues-store";
import type { LeagueAccess } from "../lib/access";
import { forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import { contract, routesOf } from "../routes";
import { buildBoard } from "./board";

const api = contract.leaderboard;

/**
 * Everything a board needs, in a fixed number of DynamoDB requests whatever the league's size:
 * membership check (2 gets), the roster (league + members + selections, one query), the shown
 * run (one get), and the season's players, clubs, gameweeks and goals (one query each, or one
 * version check when this function already holds the current copy) of the league's own season.
 */
async function loadBoard({ league: access, membership }: LeagueAccess, options: { gameweek?: number; simulated: boolean }) {
  if (options.simulated && !membership.isAdmin) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  const [{ league, members, selections }, { players, teams, gameweeks, goals }] = await Promise.all([getRoster(access.leagueId), seasonOfLeague(access).then(seasonSnapshot)]);
  const runId = options.simulated ? league!.currentSimulationRunId : league!.currentRunId;
  const run = runId ? await getRun(league!.leagueId, runId) : undefined;
  const current = gameweeks.find((g) => g.isCurrent) ?? gameweeks.find((g) => g.isNext);
  const gameweek = options.gameweek ?? current?.gameweekId ?? 1;
  if (options.gameweek && !gameweeks.some((g) => g.gameweekId === options.gameweek)) throw notFound(messages.gameweekNotFound, "GAMEWEEK_NOT_FOUND");
  return {
    league: league!,
    run,
    members,
    goals,
    gameweek,
    rows: buildBoard({ league: league!, members, selections, run, players, teams, goals, gameweek, current: options.gameweek === undefined || options.gameweek === current?.gameweekId, simulated: options.simulated, viewerIsAdmin: membership.isAdmin }),
  };
}

/** Leaderboards (spec calls §7.6): members of the league only; the simulated board for its admins. */
export const handler = httpApi(routesOf("leaderboard"), {
  leaderboard: route(api.leaderboard, async ({ access, query }) => (await loadBoard(access, { simulated: query.simulation === "true" })).rows),

  gameweekBoard: route(api.gameweekBoard, async ({ access, params }) => (await loadBoard(access, { gameweek: params.gameweekId, simulated: false })).rows),

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
    const [{ members }, gameweeks] = await Promise.all([getRoster(league.leagueId), seasonOfLeague(league).then(listGameweeks)]);
    const current = gameweeks.find((g) => g.isCurrent) ?? gameweeks.find((g) => g.isNext);
    return {
      currentGameweek: current ? { id: current.gameweekId, name: current.name } : null,
      totalUsers: members.filter((m) => !m.isArchived).length,
      archivedUsers: members.filter((m) => m.isArchived).length,
    };
  }),
});
