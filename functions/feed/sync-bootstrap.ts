import { seasonLabelFor } from "../../shared/season-label";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { GameweekItem } from "../data/entities/gameweek";
import { listGameweeks, listPlayers, listTeams, putGameweeks, putPlayers, putTeams } from "../data/feed-store";
import { config } from "../lib/config";
import { changedRecords, recordsFromBootstrap, rejectBootstrap, type PlayerFields } from "./bootstrap-records";
import type { FplBootstrap } from "./fpl-schemas";
import { fetchGoalsLastSeason } from "./last-season";
import { RefusedAnswer, type RunLog } from "./run-log";

export interface SyncedBootstrap {
  bootstrap: FplBootstrap;
  season: string;
  players: FplPlayerItem[];
  incomingPlayers: PlayerFields[];
  gameweeks: GameweekItem[];
}

/**
 * bootstrap-static → clubs, gameweeks and players, writing only records whose feed fields
 * changed. Players missing from a later answer are kept (their goals still count); our own
 * fields (goals last season, goals-final flags) are carried over on every write. With
 * `lastSeason`, players not yet asked this season get their goals last season in the same write.
 */
export async function syncBootstrap(log: RunLog, options: { lastSeason?: boolean } = {}): Promise<SyncedBootstrap> {
  log.step("Fetching bootstrap-static");
  const bootstrap = await log.client.bootstrap();
  log.step(`Feed: ${bootstrap.elements.length} players, ${bootstrap.teams.length} clubs, ${bootstrap.events.length} gameweeks`);
  const [players, teams, gameweeks] = await Promise.all([listPlayers(log.io), listTeams(log.io), listGameweeks(log.io)]);
  const refused = rejectBootstrap(bootstrap, players.reduce((sum, p) => sum + p.goalsScored, 0));
  if (refused) throw new RefusedAnswer(refused);

  const incoming = recordsFromBootstrap(bootstrap);
  const changedTeams = changedRecords(teams, incoming.teams, "teamId");
  await putTeams(changedTeams, log.io);

  const storedWeeks = new Map(gameweeks.map((g) => [g.gameweekId, g]));
  const changedWeeks = changedRecords(gameweeks, incoming.gameweeks, "gameweekId").map((g) => ({
    ...g,
    goalsFinal: storedWeeks.get(g.gameweekId)?.goalsFinal ?? false,
    goalsUpdatedAt: storedWeeks.get(g.gameweekId)?.goalsUpdatedAt,
  }));
  await putGameweeks(changedWeeks, log.io);

  const firstDeadline = bootstrap.events[0]?.deadline_time;
  const season = firstDeadline ? seasonLabelFor(firstDeadline) : config.seasonLabelFallback;
  const storedPlayers = new Map(players.map((p) => [p.playerId, p]));
  const due = options.lastSeason ? incoming.players.filter((p) => storedPlayers.get(p.playerId)?.lastSeasonCheckedFor !== season) : [];
  const lastSeasonGoals = due.length ? await fetchGoalsLastSeason(log, due.map((p) => p.playerId), season) : new Map<number, number>();
  if (options.lastSeason && due.length === 0) log.step("Goals last season already stored for every player");
  const changed = new Set(changedRecords(players, incoming.players, "playerId").map((p) => p.playerId));
  const changedPlayers = incoming.players
    .filter((p) => changed.has(p.playerId) || lastSeasonGoals.has(p.playerId))
    .map((p) => {
      const before = storedPlayers.get(p.playerId);
      const fresh = lastSeasonGoals.get(p.playerId);
      return fresh === undefined
        ? { ...p, goalsLastSeason: before?.goalsLastSeason, lastSeasonCheckedFor: before?.lastSeasonCheckedFor }
        : { ...p, goalsLastSeason: fresh, lastSeasonCheckedFor: season };
    });
  await putPlayers(changedPlayers, log.io);
  log.step(`Stored ${changedPlayers.length} changed players, ${changedTeams.length} clubs, ${changedWeeks.length} gameweeks`);

  const updatedAt = new Date().toISOString();
  const merge = <T extends object, K extends keyof T>(stored: T[], changed: Array<Partial<T>>, key: K) => {
    const all = new Map(stored.map((s) => [s[key], s]));
    for (const c of changed) all.set(c[key] as T[K], { ...all.get(c[key] as T[K]), ...c, updatedAt } as T);
    return [...all.values()];
  };
  return {
    bootstrap,
    season,
    players: merge(players, changedPlayers, "playerId"),
    incomingPlayers: incoming.players,
    gameweeks: merge(gameweeks, changedWeeks, "gameweekId").sort((a, b) => a.gameweekId - b.gameweekId),
  };
}
