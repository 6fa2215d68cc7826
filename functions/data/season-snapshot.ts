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

let cached: { version: string; value: Promise<SeasonSnapshot> } | undefined;

/**
 * The season's feed data (players, clubs, gameweeks, goals), kept in the function's memory
 * between requests. Every refresh ends by writing its run record, so the newest run id is the
 * data's version: one small query tells whether the copy is still current, instead of four
 * reads of ~3,000 items on every leaderboard call.
 */
export async function seasonSnapshot(): Promise<SeasonSnapshot> {
  const [latest] = await recentRuns(1);
  const version = latest ? `${latest.runId}:${latest.finishedAt}` : "none";
  if (!cached || cached.version !== version) {
    const value = Promise.all([listPlayers(), listTeams(), listGameweeks(), goalsOfSeason()]).then(([players, teams, gameweeks, goals]) => ({
      players,
      teams,
      gameweeks,
      goals,
    }));
    cached = { version, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
}
