import { randomUUID } from "node:crypto";
import { currentGameweek } from "../../shared/gameweeks";
import { messages } from "../../shared/messages";
import { goalRace } from "../../shared/scoring";
import { simulationRun } from "../data/read-models/board-reads";
import { fixturesOfGameweek } from "../data/stores/fixtures-store";
import { onLiveStrip, stripScore } from "../../shared/live-strip";
import { seasonOfLeague } from "../data/read-models/season";
import { seasonSnapshot } from "../data/read-models/season-snapshot";
import type { LeagueAccess } from "../lib/access";
import { ByteLru } from "../data/read-models/byte-lru";
import { forbidden, notFound } from "../lib/errors";
import { logBoardBuilt } from "../lib/ops-log";
import { httpApi } from "../lib/http-api";
import { answerPrepared, prepareBody, type PreparedBody } from "../lib/http-cache";
import { reply, route, type RouteRequest } from "../lib/route";
import { groupRoutes, leaderboardRoutes } from "../routes";
import { leaderboardRequests } from "../../shared/contract/requests/leaderboard";
import { boardReads, type BoardReads } from "./board-access";
import { boardJson, rebuildBoard, simulatedPicks, type BoardInputs, type BuiltBoard } from "./board";

const api = leaderboardRoutes;

/**
 * Everything a board needs beyond its first read: the members and the league's picks (the
 * roster the access check has just read or found cached), the season's feed data (this
 * function's copy, current by the version the first read fetched) and, for the simulated board
 * only, the reviewed simulation's results.
 */
async function loadBoard(
  reads: BoardReads,
  { league, membership }: LeagueAccess,
  options: { gameweek?: number; simulated: boolean },
  previous?: BuiltBoard,
) {
  if (options.simulated && !membership.isAdmin) throw forbidden(messages.adminOnly, "ADMIN_REQUIRED");
  const simulationId = options.simulated ? league.currentSimulationRunId : undefined;
  const [roster, version, season, simulation] = await Promise.all([
    reads.roster(league),
    reads.feedVersion(),
    seasonOfLeague(league),
    simulationId ? simulationRun(league.leagueId, simulationId) : undefined,
  ]);
  const { players, teams, gameweeks, goals } = await seasonSnapshot(season, { version });
  const current = currentGameweek(gameweeks);
  const gameweek = options.gameweek ?? current?.gameweekId ?? 1;
  if (options.gameweek && !gameweeks.some((g) => g.gameweekId === options.gameweek))
    throw notFound(messages.gameweekNotFound, "GAMEWEEK_NOT_FOUND");
  const picks = options.simulated ? simulatedPicks(simulation) : roster.picks;
  const input: BoardInputs = {
    members: roster.members,
    picks,
    players,
    teams,
    goals,
    gameweek,
    current: options.gameweek === undefined || options.gameweek === current?.gameweekId,
    simulated: options.simulated,
    viewerIsAdmin: membership.isAdmin,
  };
  const built = rebuildBoard(previous, input);
  return { picks, goals, gameweek, built, rows: built.rows };
}

/** Built boards, serialised with their tag and compressed once: a hit costs the first read only. */
const answers = new ByteLru<PreparedBody>(48 * 1024 * 1024);
/** Boards being built, by the same key: every request for one waits for its one build. */
const building = new Map<string, Promise<PreparedBody>>();
/**
 * The last board built per league and view, with its inputs: after a goal only the rows of the
 * members holding the scorer are built again (rebuildBoard). Parsed rows take a few times their
 * JSON's size, hence the budget's measure.
 */
const lastBuilt = new ByteLru<BuiltBoard>(32 * 1024 * 1024);
const ROW_BYTES_IN_MEMORY = 5;
/** This function instance, in its build log lines (the single flight is checked per instance). */
const instance = randomUUID();

/** Builds, serialises and tags one board (the rows read through the requesting call's reads). */
async function buildAnswer(reads: BoardReads, access: LeagueAccess, options: { gameweek?: number; simulated: boolean }) {
  const started = performance.now();
  const view = JSON.stringify([access.league.leagueId, options.gameweek, access.membership.isAdmin]);
  const { built } = await loadBoard(reads, access, options, lastBuilt.get(view));
  const prepared = prepareBody(boardJson(built));
  lastBuilt.set(view, built, prepared.bytes * ROW_BYTES_IN_MEMORY);
  const durationMs = Math.round(performance.now() - started);
  logBoardBuilt({ leagueId: access.league.leagueId, instance, etag: prepared.etag, members: built.rows.length, durationMs });
  return prepared;
}

/**
 * The prepared answer under `key`: held, being built by another request (single flight: a burst
 * of calls for a board that has just changed builds it once, the others wait for it), or built
 * now. A failed build is not kept: the calls that waited for it try once more on their own.
 */
async function preparedBoard(key: string, build: () => Promise<PreparedBody>): Promise<PreparedBody> {
  const held = answers.get(key);
  if (held) return held;
  const pending = building.get(key);
  if (pending) return pending.catch(() => preparedBoard(key, build));
  const started = build();
  building.set(key, started);
  try {
    const prepared = await started;
    // Room for the br and gzip copies made as clients ask for them (each a few per cent of the JSON).
    answers.set(key, prepared, Math.ceil(prepared.bytes * 1.25));
    return prepared;
  } finally {
    building.delete(key);
  }
}

/**
 * A league board as a prepared answer, cached per function container under everything it is
 * built from: the league's board and standings versions and run (all on the league item, so a
 * change is seen by the first read), its season, the feed data's version, the gameweek asked
 * for, and whether the viewer is an admin (who sees e-mails). So it is never stale, and an
 * unchanged board is answered (or 304'd) without reading the members, building rows, or
 * compressing. The simulated board reviews a run in progress and is built each time.
 */
async function board(
  req: RouteRequest<typeof api.leaderboard | typeof api.gameweekBoard, BoardReads>,
  options: { gameweek?: number; simulated: boolean },
) {
  const { reads, access, event } = req;
  if (options.simulated) return (await loadBoard(reads, access, options)).rows;
  const { league, membership } = access;
  const version = (await reads.feedVersion())?.version;
  const key = JSON.stringify([
    league.leagueId,
    league.boardVersion,
    league.standingsVersion,
    league.currentRunId,
    league.scoringStartGameweek,
    league.feedSeason,
    version,
    options.gameweek,
    membership.isAdmin,
  ]);
  const prepared = await preparedBoard(key, () => buildAnswer(reads, access, options));
  return reply(answerPrepared(prepared, event.headers, { "content-type": "application/json; charset=utf-8" }));
}

/** Leaderboards (product.md §7.6): members of the league only; the simulated board for its admins. */
export const handler = httpApi(groupRoutes("leaderboard", api), leaderboardRequests, {
  leaderboard: route(api.leaderboard, (req) => board(req, { simulated: req.query.simulation === "true" }), boardReads),

  gameweekBoard: route(api.gameweekBoard, (req) => board(req, { gameweek: req.params.gameweekId, simulated: false }), boardReads),

  race: route(
    api.race,
    async ({ reads, access }) => {
      const loaded = await loadBoard(reads, access, { simulated: false });
      const race = goalRace(
        loaded.rows.map((r) => ({ userId: r.userId, picks: loaded.picks[r.userId] ?? [] })),
        loaded.goals,
        { gameweek: loaded.gameweek },
      );
      const names = new Map(loaded.rows.map((r) => [r.userId, r.username]));
      return { gameweeks: race.gameweeks, series: race.series.map((s) => ({ ...s, username: names.get(s.userId) ?? "" })) };
    },
    boardReads,
  ),

  liveMatches: route(
    api.liveMatches,
    async ({ reads, access: { league, membership } }) => {
      const [{ picks }, version, season] = await Promise.all([reads.roster(league), reads.feedVersion(), seasonOfLeague(league)]);
      const { players, teams, gameweeks } = await seasonSnapshot(season, { version });
      const current = currentGameweek(gameweeks);
      if (!current) return { gameweek: null, matches: [] };
      const now = Date.now();
      const playing = (await fixturesOfGameweek(current.gameweekId, undefined, season)).filter((f) => onLiveStrip(f, now));
      const club = new Map(teams.map((t) => [t.teamId, t.shortName]));
      const mine = new Set(
        (picks[membership.userId] ?? [])
          .filter((p) => p.fromGameweek <= current.gameweekId && (p.toGameweek ?? Number.POSITIVE_INFINITY) >= current.gameweekId)
          .map((p) => p.playerId),
      );
      const myPlayers = players.filter((p) => mine.has(p.playerId));
      const clubOf = new Map(players.map((p) => [p.playerId, p.teamId]));
      return {
        gameweek: current.gameweekId,
        matches: playing.map((f) => {
          // The scores the board's goals make, not the feed's lagging ones (decision 0286).
          const score = stripScore(f, (id) => clubOf.get(id));
          return {
            fixtureId: f.fixtureId,
            home: club.get(f.teamH) ?? "",
            away: club.get(f.teamA) ?? "",
            homeScore: score.home,
            awayScore: score.away,
            minute: f.minutes,
            finished: f.finishedProvisional,
            myPlayers: myPlayers
              .filter((p) => p.teamId === f.teamH || p.teamId === f.teamA)
              .map((p) => ({ playerId: p.playerId, name: p.webName, goals: f.scorers.find((s) => s.playerId === p.playerId)?.goals ?? 0 })),
          };
        }),
      };
    },
    boardReads,
  ),

  dashboardStats: route(
    api.dashboardStats,
    async ({ reads, access: { league } }) => {
      const [{ members }, version, season] = await Promise.all([reads.roster(league), reads.feedVersion(), seasonOfLeague(league)]);
      const current = currentGameweek((await seasonSnapshot(season, { version })).gameweeks);
      return {
        currentGameweek: current ? { id: current.gameweekId, name: current.name } : null,
        totalUsers: members.filter((m) => !m.isArchived).length,
        archivedUsers: members.filter((m) => m.isArchived).length,
        hasFinalDraft: Boolean(league.currentRunId),
      };
    },
    boardReads,
  ),
});
