import { must } from "../../shared/must";
import { seasonLabelFor } from "../../shared/season-label";
import { feedSeasonFor, newSeasonReason, seasonDate } from "../../shared/season-detection";
import type { FplPlayerItem } from "../data/entities/fpl-player";
import type { GameweekItem } from "../data/entities/gameweek";
import { listGameweeks, listPlayers, listTeams, putGameweeks, putPlayers, putTeams } from "../data/stores/feed-store";
import { listFeedSeasons, recordFeedSeason, recordSeasonLeft, recordSeasonShift } from "../data/read-models/season";
import { moveUnseasonedFeed } from "../data/stores/unseasoned-feed";
import { config } from "../config";
import type { PlayerFields } from "../data/stores/feed-store";
import { changedRecords, recordsFromBootstrap, rejectBootstrap, rejectReissuedIds } from "./bootstrap-records";
import { fetchGoalsLastSeason } from "./last-season";
import { RefusedAnswer, type RunLog } from "./run-log";

export interface SyncedBootstrap {
  /** The gameweeks as now stored, our goals-final flags included. */
  gameweeks: GameweekItem[];
  /** The season the feed is in. */
  season: string;
}

/**
 * bootstrap-static → clubs, gameweeks and players, writing only records whose feed fields
 * changed. Players missing from a later answer are kept (their goals still count); our own
 * fields (goals last season, goals-final flags) are carried over on every write. With
 * `lastSeason`, players not yet asked this season get their goals last season in the same write.
 */
export async function syncBootstrap(log: RunLog, options: { lastSeason?: boolean; everyField?: boolean } = {}): Promise<SyncedBootstrap> {
  log.step("Fetching bootstrap-static");
  const bootstrap = await log.client.bootstrap();
  log.step(`Feed: ${bootstrap.elements.length} players, ${bootstrap.teams.length} clubs, ${bootstrap.events.length} gameweeks`);
  const shiftMs = bootstrap.replay_shift_ms ?? 0;
  const moved = await moveUnseasonedFeed(shiftMs);
  if (moved) {
    // Moved records are written data: the run then changes the data's version like any other write.
    log.io.writes += moved.moved;
    log.step(`Moved ${moved.moved} feed records stored before seasons under ${moved.season}`);
  }
  // A new season is recognised from the answer itself (product.md §10.13): its players' codes under
  // their ids, then its dates on the season's own calendar, whatever earlier refreshes saw.
  const firstDeadline = seasonDate(bootstrap.events[0]?.deadline_time, shiftMs);
  const incoming = recordsFromBootstrap(bootstrap);
  const known = await listFeedSeasons(log.io);
  const newest = known.at(-1);
  const [newestPlayers, newestWeeks] = newest
    ? await Promise.all([listPlayers(newest.season, log.io), listGameweeks(newest.season, log.io)])
    : [[], []];
  const storedShift = newest?.shiftMs ?? 0;
  const stored = newest && {
    season: newest.season,
    firstDeadline: seasonDate(newestWeeks.at(0)?.deadlineTime, storedShift) ?? newest.firstDeadline,
    lastDeadline: seasonDate(newestWeeks.at(-1)?.deadlineTime, storedShift),
    players: newestPlayers,
  };
  const answer = { firstDeadline, players: incoming.players };
  const season = feedSeasonFor(answer, stored, config.seasonLabelFallback);
  if (!known.some((s) => s.season === season)) {
    await recordFeedSeason(season, firstDeadline, log.io, shiftMs);
    if (newest) {
      // The feed will not answer the left season again: it is over as last stored.
      await recordSeasonLeft(newest.season, log.io);
      log.step(`New season ${season} in the store (${stored && newSeasonReason(answer, stored)}); ${newest.season} is over as stored`);
    } else log.step(`New season ${season} in the store`);
  }
  const [players, teams, gameweeks] = await Promise.all([
    season === newest?.season ? newestPlayers : listPlayers(season, log.io),
    listTeams(season, log.io),
    season === newest?.season ? newestWeeks : listGameweeks(season, log.io),
  ]);
  const refused =
    rejectBootstrap(
      bootstrap,
      players.reduce((sum, p) => sum + p.goalsScored, 0),
    ) ?? rejectReissuedIds(players, incoming.players);
  if (refused) throw new RefusedAnswer(refused);

  const changedTeams = changedRecords(teams, incoming.teams, "teamId");
  await putTeams(changedTeams, log.io, season);

  const storedWeeks = new Map(gameweeks.map((g) => [g.gameweekId, g]));
  const changedWeeks = changedRecords(gameweeks, incoming.gameweeks, "gameweekId").map((g) => ({
    ...g,
    goalsFinal: storedWeeks.get(g.gameweekId)?.goalsFinal ?? false,
    goalsUpdatedAt: storedWeeks.get(g.gameweekId)?.goalsUpdatedAt,
  }));
  await putGameweeks(changedWeeks, log.io, season);
  // The stored deadlines and the shift they were written with move together (the replay's clock moved).
  if (season === newest?.season && shiftMs !== storedShift) await recordSeasonShift(season, shiftMs, log.io);

  // Goals last season are looked up by the feed's own label, which the store season may outlive.
  const feedLabel = firstDeadline ? seasonLabelFor(firstDeadline) : config.seasonLabelFallback;
  const storedPlayers = new Map(players.map((p) => [p.playerId, p]));
  const due = options.lastSeason ? incoming.players.filter((p) => storedPlayers.get(p.playerId)?.lastSeasonCheckedFor !== feedLabel) : [];
  // Players whose goals last season were fetched are written at once with them (the checkpoint).
  const incomingById = new Map(incoming.players.map((p) => [p.playerId, p]));
  const checkpointed = new Set<number>();
  if (due.length) {
    await fetchGoalsLastSeason(
      log,
      due.map((p) => p.playerId),
      feedLabel,
      async (goals) => {
        const records = [...goals].map(([id, goalsLastSeason]) => ({
          ...must(incomingById.get(id), "the fetched player"),
          goalsLastSeason,
          lastSeasonCheckedFor: feedLabel,
        }));
        await putPlayers(records, log.io, season);
        for (const id of goals.keys()) checkpointed.add(id);
      },
    );
  }
  if (options.lastSeason && due.length === 0) log.step("Goals last season already stored for every player");
  // The goals refresh runs every few minutes while minutes, prices and news churn: it keeps the
  // players' goal totals in step and leaves the rest to the daily players refresh. One asked for
  // by hand (`everyField`: Refresh Data on the verification screen) stores all the feed says.
  const feedPlayers =
    options.lastSeason || options.everyField
      ? incoming.players
      : incoming.players.map((p) => {
          const before = storedPlayers.get(p.playerId);
          return before ? { ...feedFieldsOf(before), goalsScored: p.goalsScored, ownGoals: p.ownGoals } : p;
        });
  const changed = new Set(changedRecords(players, feedPlayers, "playerId").map((p) => p.playerId));
  const changedPlayers = feedPlayers
    .filter((p) => changed.has(p.playerId) && !checkpointed.has(p.playerId))
    .map((p) => {
      const before = storedPlayers.get(p.playerId);
      return { ...p, goalsLastSeason: before?.goalsLastSeason, lastSeasonCheckedFor: before?.lastSeasonCheckedFor };
    });
  await putPlayers(changedPlayers, log.io, season);
  log.step(
    `Stored ${changedPlayers.length + checkpointed.size} changed players, ${changedTeams.length} clubs, ${changedWeeks.length} gameweeks`,
  );

  const updatedAt = new Date().toISOString();
  const weeks = new Map(gameweeks.map((g) => [g.gameweekId, g]));
  for (const g of changedWeeks) weeks.set(g.gameweekId, { ...weeks.get(g.gameweekId), ...g, season, updatedAt });
  return { season, gameweeks: [...weeks.values()].sort((a, b) => a.gameweekId - b.gameweekId) };
}

/** A stored player's feed fields: the item without what we add (its season, last season's goals, timestamp). */
function feedFieldsOf({
  season: _season,
  goalsLastSeason: _last,
  lastSeasonCheckedFor: _checked,
  updatedAt: _at,
  ...feed
}: FplPlayerItem): PlayerFields {
  return feed;
}
