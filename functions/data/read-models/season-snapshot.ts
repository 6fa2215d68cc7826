import type { FplPlayerItem } from "../entities/fpl-player";
import type { FeedVersionItem } from "../entities/feed-version";
import type { FplTeamItem } from "../entities/fpl-team";
import type { GameweekItem } from "../entities/gameweek";
import type { GameweekGoalsItem } from "../entities/gameweek-goals";
import { withCatalogueWrites } from "./catalogue-delta";
import { catalogueItems, listGameweeks, listPlayers, listTeams } from "../stores/feed-store";
import { withGoalWrites } from "./goals-delta";
import { goalsOfSeason } from "../stores/goals-store";
import { feedVersion } from "../stores/refresh-runs-store";

export interface SeasonSnapshot {
  players: FplPlayerItem[];
  teams: FplTeamItem[];
  gameweeks: GameweekItem[];
  goals: GameweekGoalsItem[];
}

type Catalogue = Omit<SeasonSnapshot, "goals">;
const catalogues = new Map<string, { version: string; value: Promise<Catalogue> }>();
const goalSets = new Map<string, { version: string; value: Promise<GameweekGoalsItem[]> }>();

/** The held copy under `version`, or a fresh read of it kept in its place (dropped again if the read fails). */
function held<T>(cache: Map<string, { version: string; value: Promise<T> }>, season: string, version: string, read: () => Promise<T>) {
  const entry = cache.get(season);
  if (entry?.version === version) return entry.value;
  const value = read();
  cache.set(season, { version, value });
  value.catch(() => {
    if (cache.get(season)?.value === value) cache.delete(season);
  });
  return value;
}

/**
 * The season's feed data (players, clubs, gameweeks, goals), kept in the function's memory
 * between requests. Every refresh that writes feed data sets the data's version (a run that
 * found nothing new does not), so one GetItem tells whether the copy is still current, instead
 * of four reads of ~3,000 items on every leaderboard call. A run that stored only goals (a match
 * minute) leaves the players' data version, so then only the goals are read again: one query.
 * One copy per season: a league reads only its own season's keys (product.md §10.13).
 *
 * `known`: the version when the caller has just read it along with other items (the board does).
 */
export async function seasonSnapshot(season: string, known?: { version?: FeedVersionItem }): Promise<SeasonSnapshot> {
  const stamp = known ? known.version : await feedVersion();
  const version = stamp?.version ?? "none";
  const [catalogue, goals] = await Promise.all([heldCatalogue(season, stamp, version), heldGoals(season, stamp, version)]);
  return { ...catalogue, goals };
}

const readCatalogue = (season: string): Promise<Catalogue> =>
  Promise.all([listPlayers(season), listTeams(season), listGameweeks(season)]).then(([players, teams, gameweeks]) => ({
    players,
    teams,
    gameweeks,
  }));

/**
 * The season's players, clubs and gameweeks under the data version: held; or, when the run that
 * set it names the few items it wrote and the held copy is the data version before (a new
 * gameweek starting, a few players' goal totals), that copy with those items read again in one
 * BatchGetItem and put in their places (decision 0328), every other object kept, so a board
 * rebuilds only the rows they touch; or read again.
 */
function heldCatalogue(season: string, stamp: FeedVersionItem | undefined, version: string) {
  const dataVersion = stamp?.dataVersion ?? version;
  const entry = catalogues.get(season);
  const changes = stamp?.dataChanges;
  if (!entry || entry.version === dataVersion || !changes || entry.version !== stamp.dataBase)
    return held(catalogues, season, dataVersion, () => readCatalogue(season));
  const value = Promise.all([entry.value, catalogueItems(season, changes)]).then(([was, fresh]) => {
    const players = withCatalogueWrites(was.players, (p) => p.playerId, fresh.players);
    const teams = withCatalogueWrites(was.teams, (t) => t.teamId, fresh.teams);
    const gameweeks = withCatalogueWrites(was.gameweeks, (g) => g.gameweekId, fresh.gameweeks);
    return players && teams && gameweeks ? { players, teams, gameweeks } : readCatalogue(season);
  });
  catalogues.set(season, { version: dataVersion, value });
  value.catch(() => {
    if (catalogues.get(season)?.value === value) catalogues.delete(season);
  });
  return value;
}

/**
 * The season's goals under `version`: held; or, when the run that made this version names what it
 * wrote and the held copy is the version before it (a match minute), that copy with the run's
 * records laid over it, with no read (decision 0262, a goal patches the held goals); or read again.
 */
function heldGoals(season: string, stamp: FeedVersionItem | undefined, version: string) {
  const entry = goalSets.get(season);
  if (entry && entry.version !== version && stamp?.goalChanges && entry.version === stamp.goalsBase) {
    const writes = stamp.goalChanges;
    const value = entry.value.then((goals) => withGoalWrites(goals, season, writes, stamp.changedAt));
    goalSets.set(season, { version, value });
    value.catch(() => {
      if (goalSets.get(season)?.value === value) goalSets.delete(season);
    });
    return value;
  }
  return held(goalSets, season, version, () => goalsOfSeason(season));
}
