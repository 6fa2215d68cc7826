import { FplPlayer, type FplPlayerItem } from "../entities/fpl-player";
import { FplTeam, type FplTeamItem } from "../entities/fpl-team";
import { Gameweek, type GameweekItem } from "../entities/gameweek";
import { batchGet, type Key } from "../table/batch-get";
import type { CatalogueWrite } from "../read-models/catalogue-delta";
import { countCatalogueWrites, countInto, type IoCounter } from "../table/io-counter";
import { putAll } from "../table/put-all";
import { feedSeason } from "../read-models/season";

/** What the feed says about players, clubs and gameweeks, in the store's own field names. */
export interface PlayerFields {
  playerId: number;
  code: number;
  webName: string;
  firstName: string;
  secondName: string;
  teamId: number;
  teamName: string;
  position: string;
  nowCost: number;
  goalsScored: number;
  ownGoals: number;
  minutes: number;
  status: string;
  news: string;
  removed: boolean;
}

export interface TeamFields {
  teamId: number;
  code: number;
  name: string;
  shortName: string;
}

export interface GameweekFields {
  gameweekId: number;
  name: string;
  deadlineTime?: string;
  isPrevious: boolean;
  isCurrent: boolean;
  isNext: boolean;
  isFinished: boolean;
  dataChecked: boolean;
}

/**
 * Players, clubs and gameweeks from the feed: each kind is one partition per season, read
 * whole. Without a season, the feed's current one; a league passes its own (product.md §10.13).
 */
export async function listPlayers(season?: string, io?: IoCounter): Promise<FplPlayerItem[]> {
  const s = season ?? (await feedSeason(io));
  return (await FplPlayer.query.all({ season: s }).go({ pages: "all", ...countInto(io) })).data;
}

export async function hasPlayers(season?: string): Promise<boolean> {
  const s = season ?? (await feedSeason());
  return (await FplPlayer.query.all({ season: s }).go({ limit: 1 })).data.length > 0;
}

export async function listTeams(season?: string, io?: IoCounter): Promise<FplTeamItem[]> {
  const s = season ?? (await feedSeason(io));
  return (await FplTeam.query.all({ season: s }).go({ pages: "all", ...countInto(io) })).data;
}

export async function listGameweeks(season?: string, io?: IoCounter): Promise<GameweekItem[]> {
  const s = season ?? (await feedSeason(io));
  const { data } = await Gameweek.query.all({ season: s }).go({ pages: "all", ...countInto(io) });
  return data.sort((a, b) => a.gameweekId - b.gameweekId);
}

export async function getGameweek(gameweekId: number, season?: string): Promise<GameweekItem | undefined> {
  const s = season ?? (await feedSeason());
  return (await Gameweek.get({ season: s, gameweekId }).go()).data ?? undefined;
}

/** The catalogue items a run named (decision 0328), of one season, in one BatchGetItem: what a reader lays over its copy. */
export async function catalogueItems(season: string, written: readonly CatalogueWrite[]) {
  const ids = (kind: CatalogueWrite["kind"]) => written.filter((w) => w.season === season && w.kind === kind).map((w) => w.id);
  const keys = {
    player: ids("player").map((playerId) => FplPlayer.get({ season, playerId }).params().Key as Key),
    team: ids("team").map((teamId) => FplTeam.get({ season, teamId }).params().Key as Key),
    gameweek: ids("gameweek").map((gameweekId) => Gameweek.get({ season, gameweekId }).params().Key as Key),
  };
  const all = [...keys.player, ...keys.team, ...keys.gameweek];
  const items = all.length ? await batchGet(all) : [];
  // Each kind is one partition per season: an item is of the kind whose partition it is in.
  const of = (kind: CatalogueWrite["kind"]) => (keys[kind].length ? items.filter((i) => i.pk === keys[kind][0].pk) : []);
  return {
    players: FplPlayer.parse({ Items: of("player") }).data,
    teams: FplTeam.parse({ Items: of("team") }).data,
    gameweeks: Gameweek.parse({ Items: of("gameweek") }).data,
  };
}

type PlayerRecord = PlayerFields & Partial<Pick<FplPlayerItem, "goalsLastSeason" | "lastSeasonCheckedFor">>;

export async function putPlayers(players: PlayerRecord[], io?: IoCounter, season?: string): Promise<void> {
  if (!players.length) return;
  const s = season ?? (await feedSeason(io));
  const updatedAt = new Date().toISOString();
  countCatalogueWrites(
    io,
    players.map((p) => ({ kind: "player", season: s, id: p.playerId })),
  );
  await putAll(
    FplPlayer,
    players.map((p) => ({ ...p, season: s, updatedAt })),
    io,
  );
}

export async function putTeams(teams: TeamFields[], io?: IoCounter, season?: string): Promise<void> {
  if (!teams.length) return;
  const s = season ?? (await feedSeason(io));
  const updatedAt = new Date().toISOString();
  countCatalogueWrites(
    io,
    teams.map((t) => ({ kind: "team", season: s, id: t.teamId })),
  );
  await putAll(
    FplTeam,
    teams.map((t) => ({ ...t, season: s, updatedAt })),
    io,
  );
}

type GameweekRecord = GameweekFields & Partial<Pick<GameweekItem, "goalsFinal" | "goalsUpdatedAt">>;

export async function putGameweeks(gameweeks: GameweekRecord[], io?: IoCounter, season?: string): Promise<void> {
  if (!gameweeks.length) return;
  const s = season ?? (await feedSeason(io));
  const updatedAt = new Date().toISOString();
  countCatalogueWrites(
    io,
    gameweeks.map((g) => ({ kind: "gameweek", season: s, id: g.gameweekId })),
  );
  await putAll(
    Gameweek,
    gameweeks.map((g) => ({ goalsFinal: false, ...g, season: s, updatedAt })),
    io,
  );
}
