import { goalRace } from "../../shared/scoring";
import { goalsLastSeasonByCode, seasonChange, seasonIsOver, type SeasonChange } from "../../shared/season-change";
import { seasonLabelFor } from "../../shared/season-label";
import type { LeagueItem } from "../data/entities/league";
import type { LeagueSeasonItem } from "../data/entities/league-season";
import { packJson } from "../data/table/compress";
import { getRun } from "../data/stores/draft-store";
import { listGameweeks, listPlayers, listTeams, putPlayers } from "../data/stores/feed-store";
import { goalsOfSeason } from "../data/stores/goals-store";
import type { IoCounter } from "../data/table/io-counter";
import { picksOfRun } from "../data/stores/league-picks";
import { indexLeaguePicks } from "../data/stores/player-index";
import { clearSeasonPicks, currentSeasonRuns, keepLeagueSeason, moveLeagueToSeason } from "../data/stores/league-seasons-store";
import { getRoster } from "../data/stores/leagues-store";
import { listFeedSeasons, seasonOfLeague } from "../data/read-models/season";
import { buildBoard } from "../leaderboard/board";

/** Where a league stands in the store's seasons: its own, whether it is over, and the one it may move to. */
export async function seasonStanding(league: LeagueItem): Promise<{ season: string; isOver: boolean; change: SeasonChange }> {
  const season = await seasonOfLeague(league);
  const [seasons, gameweeks] = await Promise.all([listFeedSeasons(), listGameweeks(season)]);
  const left = Boolean(seasons.find((s) => s.season === season)?.leftAt);
  return {
    season,
    isOver: left || seasonIsOver(gameweeks),
    change: seasonChange(
      season,
      seasons.map((s) => s.season),
      gameweeks,
      left,
    ),
  };
}

/**
 * The season the league finished, frozen: the table and goal race of its last gameweek exactly
 * as the board showed them (its feed data is never written again, product.md §10.13), the original
 * lists, and the draft runs not already kept with an earlier season.
 */
async function finishedSeason(
  league: LeagueItem,
  season: string,
  finishedBy: string,
  io?: IoCounter,
): Promise<{ item: LeagueSeasonItem; userIdsWithLists: string[] }> {
  // Read straight from the store, not a function's cached copy: this is the table kept for good.
  const [{ members, selections }, players, teams, gameweeks, goals, ownRuns] = await Promise.all([
    getRoster(league.leagueId),
    listPlayers(season, io),
    listTeams(season, io),
    listGameweeks(season, io),
    goalsOfSeason(season, io),
    currentSeasonRuns(league.leagueId, io),
  ]);
  const snapshot = { players, teams, gameweeks, goals };
  const run = league.currentRunId ? await getRun(league.leagueId, league.currentRunId) : undefined;
  // The last gameweek the feed made current: the season's last, or where it stood when the feed left it.
  const finalGameweek =
    snapshot.gameweeks.findLast((g) => g.isCurrent)?.gameweekId ?? Math.max(0, ...snapshot.gameweeks.map((g) => g.gameweekId));
  // The selections were read anyway: the frozen table counts picks from them, not from the member items.
  const picked = new Map(selections.map((s) => [s.userId, s.playerIds.length]));
  const counted = members.map((m) => ({ ...m, pickCount: picked.get(m.userId) ?? 0 }));
  const picks = picksOfRun(league, run);
  const rows = buildBoard({
    members: counted,
    picks,
    ...snapshot,
    gameweek: finalGameweek,
    current: true,
    simulated: false,
    viewerIsAdmin: false,
  });
  const race = goalRace(
    rows.map((r) => ({ userId: r.userId, picks: picks[r.userId] ?? [] })),
    snapshot.goals,
    { gameweek: finalGameweek },
  );
  const names = new Map(rows.map((r) => [r.userId, r.username]));
  const item: LeagueSeasonItem = {
    leagueId: league.leagueId,
    season,
    seasonName: league.seasonName,
    finalGameweek,
    finishedAt: new Date().toISOString(),
    finishedBy,
    runIds: ownRuns.map((r) => r.runId),
    executedRunIds: ownRuns.filter((r) => r.executionType !== "simulation" && r.status === "completed").map((r) => r.runId),
    boardGz: packJson(rows),
    raceGz: packJson({ gameweeks: race.gameweeks, series: race.series.map((s) => ({ ...s, username: names.get(s.userId) ?? "" })) }),
    selectionsGz: packJson(Object.fromEntries(selections.map((s) => [s.userId, s.playerIds]))),
  };
  return { item, userIdsWithLists: selections.map((s) => s.userId) };
}

/**
 * Goals last season for the new season's players, from our own copy of the season just
 * finished, matched by `code` (no feed calls). Only players not yet given them are written, so
 * the first league to move pays the ~800 writes and every later one none. Marked as checked for
 * the feed's own label, so the daily refresh does not ask element-summary for them again.
 */
async function carryGoalsLastSeason(from: string, to: string, firstDeadline: string | undefined, io?: IoCounter): Promise<number> {
  const [previous, current] = await Promise.all([listPlayers(from, io), listPlayers(to, io)]);
  const checkedFor = firstDeadline ? seasonLabelFor(firstDeadline) : to;
  const goals = goalsLastSeasonByCode(previous, current);
  const due = current
    .filter((p) => p.lastSeasonCheckedFor !== checkedFor || p.goalsLastSeason !== goals.get(p.playerId))
    .map(({ season: _s, updatedAt: _u, ...p }) => ({
      ...p,
      goalsLastSeason: goals.get(p.playerId) ?? 0,
      lastSeasonCheckedFor: checkedFor,
    }));
  await putPlayers(due, io, to);
  return due.length;
}

export type StartSeasonOutcome =
  { ok: true; league: LeagueItem; from: string } | { ok: false; reason: "SEASON_NOT_OVER" | "NO_NEWER_SEASON" | "ALREADY_STARTED" };

/**
 * Starts the league's next season (product.md §10.13): the finished one is kept first, then last
 * season's goals reach the new players, the original lists and draft orders are cleared, and
 * one conditional write moves the league (same name, code, members and admins) into the new
 * season in draft mode. Each step can run again, so a start cut short is finished by the next.
 */
export async function startNextSeason(league: LeagueItem, finishedBy: string, io?: IoCounter): Promise<StartSeasonOutcome> {
  const season = await seasonOfLeague(league);
  const [seasons, gameweeks] = await Promise.all([listFeedSeasons(io), listGameweeks(season, io)]);
  const change = seasonChange(
    season,
    seasons.map((s) => s.season),
    gameweeks,
    Boolean(seasons.find((s) => s.season === season)?.leftAt),
  );
  if (!change.ok) return change;
  const { item, userIdsWithLists } = await finishedSeason(league, season, finishedBy, io);
  await keepLeagueSeason(item, io);
  await carryGoalsLastSeason(change.from, change.to, seasons.find((s) => s.season === change.to)?.firstDeadline, io);
  const { members } = await getRoster(league.leagueId);
  await clearSeasonPicks(league.leagueId, members, userIdsWithLists, io);
  const moved = await moveLeagueToSeason(league, { feedSeason: change.to, seasonName: change.to }, io);
  // The new season starts with no final picks: the league holds no one for goals until its next draft.
  await indexLeaguePicks(league.leagueId, undefined, {});
  return moved ? { ok: true, league: moved, from: season } : { ok: false, reason: "ALREADY_STARTED" };
}
