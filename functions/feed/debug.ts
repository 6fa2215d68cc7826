import { listGameweeks, listPlayers } from "../data/stores/feed-store";
import { goalsOfGameweek } from "../data/stores/goals-store";
import { createFplClient } from "./fpl-client";

/** The creator's debug card looks at gameweek 3 (product.md §9). */
const DEBUG_GAMEWEEK = 3;
const SAMPLE_PLAYERS = 5;

/**
 * Our stored view next to the feed's own, read live, so the creator can see whether they agree.
 * A feed that is down shows as `realGameweek: null` with the reason, not as an error page.
 */
export async function debugFeed() {
  const [gameweeks, players, gw3] = await Promise.all([listGameweeks(), listPlayers(), goalsOfGameweek(DEBUG_GAMEWEEK)]);
  const ours = gameweeks.find((g) => g.isCurrent);
  const named = new Map(players.map((p) => [p.playerId, p]));
  let real: { id: number; name: string; finished: boolean; is_current: boolean; deadline_time: string | null } | null = null;
  let feedError: string | null = null;
  try {
    const event = (await createFplClient({ retries: 0 }).bootstrap()).events.find((e) => e.is_current);
    if (event)
      real = { id: event.id, name: event.name, finished: event.finished, is_current: event.is_current, deadline_time: event.deadline_time };
  } catch (error) {
    feedError = (error as Error).message;
  }
  return {
    ourGameweek: ours ? { id: ours.gameweekId, name: ours.name, updatedAt: ours.goalsUpdatedAt ?? ours.updatedAt } : null,
    realGameweek: real ? { id: real.id, name: real.name, finished: real.finished } : null,
    feedError,
    // Named, so the creator reads "Haaland ×2" rather than a feed id.
    gw3Scorers: gw3
      .filter((g) => g.goals > 0)
      .map((g) => ({
        id: g.playerId,
        goals: g.goals,
        name: named.get(g.playerId)?.webName ?? null,
        teamName: named.get(g.playerId)?.teamName ?? null,
      })),
    ourPlayers: players
      .sort((a, b) => b.goalsScored - a.goalsScored)
      .slice(0, SAMPLE_PLAYERS)
      .map((p) => ({ id: p.playerId, web_name: p.webName, teamName: p.teamName, goals_scored: p.goalsScored, now_cost: p.nowCost })),
    fplBootstrap: { current: real },
  };
}
