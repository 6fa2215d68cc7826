import type { GameweekFields, PlayerFields, TeamFields } from "../feed/bootstrap-records";
import { FplPlayer, type FplPlayerItem } from "./entities/fpl-player";
import { FplTeam, type FplTeamItem } from "./entities/fpl-team";
import { Gameweek, type GameweekItem } from "./entities/gameweek";
import { countInto, type IoCounter } from "./io-counter";
import { putAll } from "./put-all";

/** Players, clubs and gameweeks from the feed: each kind is one partition, read whole. */
export async function listPlayers(io?: IoCounter): Promise<FplPlayerItem[]> {
  return (await FplPlayer.query.all({}).go({ pages: "all", ...countInto(io) })).data;
}

export async function hasPlayers(): Promise<boolean> {
  return (await FplPlayer.query.all({}).go({ limit: 1 })).data.length > 0;
}

export async function listTeams(io?: IoCounter): Promise<FplTeamItem[]> {
  return (await FplTeam.query.all({}).go({ pages: "all", ...countInto(io) })).data;
}

export async function listGameweeks(io?: IoCounter): Promise<GameweekItem[]> {
  const { data } = await Gameweek.query.all({}).go({ pages: "all", ...countInto(io) });
  return data.sort((a, b) => a.gameweekId - b.gameweekId);
}

export async function getGameweek(gameweekId: number): Promise<GameweekItem | undefined> {
  return (await Gameweek.get({ gameweekId }).go()).data ?? undefined;
}

type PlayerRecord = PlayerFields & Partial<Pick<FplPlayerItem, "goalsLastSeason" | "lastSeasonCheckedFor">>;

export async function putPlayers(players: PlayerRecord[], io?: IoCounter): Promise<void> {
  const updatedAt = new Date().toISOString();
  await putAll(FplPlayer, players.map((p) => ({ ...p, updatedAt })), io);
}

export async function putTeams(teams: TeamFields[], io?: IoCounter): Promise<void> {
  const updatedAt = new Date().toISOString();
  await putAll(FplTeam, teams.map((t) => ({ ...t, updatedAt })), io);
}

type GameweekRecord = GameweekFields & Partial<Pick<GameweekItem, "goalsFinal" | "goalsUpdatedAt">>;

export async function putGameweeks(gameweeks: GameweekRecord[], io?: IoCounter): Promise<void> {
  const updatedAt = new Date().toISOString();
  await putAll(Gameweek, gameweeks.map((g) => ({ goalsFinal: false, ...g, updatedAt })), io);
}
