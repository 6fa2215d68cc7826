import { GameweekGoals, type GameweekGoalsItem } from "../entities/gameweek-goals";
import { asGoalWrites, countInto, type IoCounter } from "../table/io-counter";
import { putAll } from "../table/put-all";
import { feedSeason } from "../read-models/season";

/** One player's goals in one gameweek, from the feed: double gameweeks already summed. */
export interface WeekGoals {
  playerId: number;
  goals: number;
  fixtures: number[];
}

/** Per-gameweek goals per player, per season; each read below is a single query. */
export async function goalsOfGameweek(gameweekId: number, io?: IoCounter, season?: string): Promise<GameweekGoalsItem[]> {
  const s = season ?? (await feedSeason(io));
  // Strongly consistent: a goal alert reads the week the refresh stored just before announcing it.
  return (await GameweekGoals.query.byGameweek({ season: s, gameweekId }).go({ pages: "all", consistent: true, ...countInto(io) })).data;
}

/** Every stored goal record of one season (a few hundred small items). */
export async function goalsOfSeason(season?: string, io?: IoCounter): Promise<GameweekGoalsItem[]> {
  const s = season ?? (await feedSeason(io));
  return (await GameweekGoals.query.bySeason({ season: s }).go({ pages: "all", ...countInto(io) })).data;
}

export async function putWeekGoals(gameweekId: number, goals: WeekGoals[], io?: IoCounter, season?: string): Promise<void> {
  if (!goals.length) return;
  const s = season ?? (await feedSeason(io));
  const updatedAt = new Date().toISOString();
  await asGoalWrites(io, () =>
    putAll(
      GameweekGoals,
      goals.map((g) => ({ gameweekId, ...g, season: s, updatedAt })),
      io,
    ),
  );
  io?.goalRecords?.push(...goals.map((g) => ({ gameweekId, playerId: g.playerId, goals: g.goals, fixtures: g.fixtures, season: s })));
}
