import type { FplPlayerItem } from "./entities/fpl-player";
import type { FeedVersionItem } from "./entities/feed-version";
import type { FplTeamItem } from "./entities/fpl-team";
import type { GameweekItem } from "./entities/gameweek";
import type { GameweekGoalsItem } from "./entities/gameweek-goals";
import { listGameweeks, listPlayers, listTeams } from "./feed-store";
import { goalsOfSeason } from "./goals-store";
import { feedVersion } from "./refresh-runs-store";

export interface SeasonSnapshot {
  players: FplPlayerItem[];
  teams: FplTeamItem[];
  gameweeks: GameweekItem[];
  goals: GameweekGoalsItem[];
}

const cached = new Map<string, { version: string; value: Promise<SeasonSnapshot> }>();

/**
 * The season's feed data (players, clubs, gameweeks, goals), kept in the function's memory
 * between requests. Every refresh that writes feed data sets the data's version (a run that
 * found nothing new does not), so one GetItem tells whether the copy is still current, instead
 * of four reads of ~3,000 items on every leaderboard call. One copy per season: a league reads
 * only its own season's keys (product.md §10.13).
 *
 * `known`: the version when the caller has just read it along with other items (the board does).
 */
export async function seasonSnapshot(season: string, known?: { version?: FeedVersionItem }): Promise<SeasonSnapshot> {
  const version = (known ? known.version : await feedVersion())?.version ?? "none";
  const held = cached.get(season);
  if (!held || held.version !== version) {
    const value = Promise.all([listPlayers(season), listTeams(season), listGameweeks(season), goalsOfSeason(season)]).then(
      ([players, teams, gameweeks, goals]) => ({
        players,
        teams,
        gameweeks,
        goals,
      }),
    );
    cached.set(season, { version, value });
    value.catch(() => {
      if (cached.get(season)?.value === value) cached.delete(season);
    });
    return value;
  }
  return held.value;
}
