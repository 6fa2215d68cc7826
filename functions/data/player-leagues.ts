import { boardRoster } from "./board-reads";
import { listAllLeagues } from "./leagues-store";
import { seasonOfLeague } from "./season";

/**
 * Which live leagues of a season hold each player in their current final picks (any scoring
 * window: whether the window holds a gameweek is the caller's rule): player id → league ids.
 * Simple and correct: every league, the live ones of the season, and their picks as the board
 * reads them (kept in the function's memory per league under its board version, so a warm
 * function reads only the leagues list again).
 */
export async function leaguesHoldingPlayers(season: string, playerIds: number[]): Promise<Map<number, string[]>> {
  const wanted = new Set(playerIds);
  const held = new Map<number, string[]>(playerIds.map((id) => [id, []]));
  const leagues = await listAllLeagues();
  for (const league of leagues) {
    if (league.isDraftMode || !league.currentRunId || (await seasonOfLeague(league)) !== season) continue;
    const { picks } = await boardRoster(league);
    const players = new Set(Object.values(picks).flatMap((list) => list.map((p) => p.playerId)));
    for (const id of players) if (wanted.has(id)) held.get(id)?.push(league.leagueId);
  }
  return held;
}
