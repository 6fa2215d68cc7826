import type { FplPlayerItem } from "./entities/fpl-player";
import type { FplTeamItem } from "./entities/fpl-team";
import type { GameweekItem } from "./entities/gameweek";
import type { GameweekGoalsItem } from "./entities/gameweek-goals";
import { listGameweeks, listPlayers, listTeams } from "./feed-store";
import { goalsOfSeason } from "./goals-store";
import { recentRuns } from "./refresh-runs-store";

export interface SeasonSnapshot {
  players: FplPlayerItem[];
  teams: FplTeamItem[];
  gameweeks: GameweekItem[];
  goals: GameweekGoalsItem[];
}

const cached = new Map<string, { version: string; value: Promise<SeasonSnapshot> }>();

/**
 * The season's feed data (players, clubs, gameweeks, goals), kept in the function's memory
 * between requests. Every refresh ends by writing its run record, so the newest run id is the
 * data's version: one small query tells whether the copy is still current, instead of four
 * reads of ~3,000 items on every leaderboard call. One copy per season: a league reads only
 * its own season's keys (decision 13).
 */
export async function seasonSnapshot(season: string): Promise<SeasonSnapshot> {
  const [latest] = await recentRuns(1);
  const version = latest ? `${latest.runId}:${latest.finishedAt}` : "none";
  const held = cached.get(season);
  if (!held || held.version !== version) {
    const value = Promise.all([listPlayers(season), listTeams(season), listGameweeks(season), goalsOfSeason(season)]).then(([players, teams, gameweeks, goals]) => ({
      players,
      teams,
      gameweeks,
      goals,
    }));
    cached.set(season, { version, value });
    value.catch(() => {
      if (cached.get(season)?.value === value) cached.delete(season);
    });
    return value;
  }
  return held.value;
}
