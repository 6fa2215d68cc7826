import { isOpen, type ScoredPick } from "../../../shared/scoring";
import { deleteKeys } from "../table/batch-write";
import type { LeagueItem } from "../entities/league";
import { PlayerIndexFill } from "../entities/player-index-fill";
import { PlayerLeague, type PlayerLeagueItem } from "../entities/player-league";
import { putAll } from "../table/put-all";
import { seasonOfLeague } from "../read-models/season";

type Holder = PlayerLeagueItem["holders"][number];

/** Each player a league's picks hold (any window), with who holds them and when: the index's items for the league. */
export function playerLeagueItems(leagueId: string, season: string, picks: Record<string, ScoredPick[]>): PlayerLeagueItem[] {
  const byPlayer = new Map<number, Holder[]>();
  for (const [userId, list] of Object.entries(picks))
    for (const pick of list) {
      const holders = byPlayer.get(pick.playerId) ?? [];
      holders.push({ userId, fromGameweek: pick.fromGameweek, ...(isOpen(pick) ? {} : { toGameweek: pick.toGameweek }) });
      byPlayer.set(pick.playerId, holders);
    }
  return [...byPlayer].map(([playerId, holders]) => ({ season, playerId, leagueId, holders }));
}

const sameHolders = (a: Holder[], b: Holder[]) => JSON.stringify(a) === JSON.stringify(b);
const keyOf = (item: Pick<PlayerLeagueItem, "season" | "playerId" | "leagueId">) =>
  PlayerLeague.delete(item).params<{ Key: Record<string, unknown> }>().Key;

/**
 * Makes the index say what the league's final picks say now (`picks` of its season; none after
 * a season rollover or when the league is deleted): the league's items are read from its own
 * index, then only new or changed ones are written and the ones it no longer holds deleted. The
 * same picks written twice change nothing, so every step that changes final picks calls it
 * after its own write, retries included.
 */
export async function indexLeaguePicks(leagueId: string, season: string | undefined, picks: Record<string, ScoredPick[]>): Promise<void> {
  const { data: stored } = await PlayerLeague.query.byLeague({ leagueId }).go({ pages: "all" });
  const wanted = season ? playerLeagueItems(leagueId, season, picks) : [];
  const held = new Map(stored.map((item) => [`${item.season}#${item.playerId}`, item]));
  const changed = wanted.filter((item) => {
    const before = held.get(`${item.season}#${item.playerId}`);
    return !before || !sameHolders(before.holders, item.holders);
  });
  const keep = new Set(wanted.map((item) => `${item.season}#${item.playerId}`));
  await putAll(PlayerLeague, changed);
  await deleteKeys(stored.filter((item) => !keep.has(`${item.season}#${item.playerId}`)).map(keyOf));
}

/** indexLeaguePicks for a league item: its season's picks. */
export async function indexPicksOfLeague(league: Pick<LeagueItem, "leagueId" | "feedSeason">, picks: Record<string, ScoredPick[]>) {
  await indexLeaguePicks(league.leagueId, await seasonOfLeague(league), picks);
}

/** At most this many players' queries in flight (a burst of goals names a handful). */
const QUERY_CONCURRENCY = 8;

/**
 * The players' index for these players: each one's items, every league holding them this season
 * with its holders. One query (paged) per player, whatever the number of leagues.
 */
export async function readPlayerIndex(season: string, playerIds: number[]): Promise<Map<number, PlayerLeagueItem[]>> {
  const ids = [...new Set(playerIds)];
  const found = new Map<number, PlayerLeagueItem[]>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const playerId = ids[next++];
      found.set(playerId, (await PlayerLeague.query.byPlayer({ season, playerId }).go({ pages: "all" })).data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(QUERY_CONCURRENCY, ids.length) }, worker));
  return found;
}

/** Whether the season's index already lists every league live in it (see PlayerIndexFill). */
export async function playerIndexFilled(season: string): Promise<boolean> {
  return (await PlayerIndexFill.get({ season }).go()).data !== null;
}

export async function markPlayerIndexFilled(season: string, leagues: number): Promise<void> {
  await PlayerIndexFill.put({ season, leagues, filledAt: new Date().toISOString() }).go();
}
