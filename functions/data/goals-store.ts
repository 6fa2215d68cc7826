import type { WeekGoals } from "../feed/week-goals";
import { GameweekGoals, type GameweekGoalsItem } from "./entities/gameweek-goals";
import { countInto, type IoCounter } from "./io-counter";
import { putAll } from "./put-all";

/** Per-gameweek goals per player; each read below is a single query. */
export async function goalsOfGameweek(gameweekId: number, io?: IoCounter): Promise<GameweekGoalsItem[]> {
  return (await GameweekGoals.query.byGameweek({ gameweekId }).go({ pages: "all", ...countInto(io) })).data;
}

export async function goalsOfPlayer(playerId: number): Promise<GameweekGoalsItem[]> {
  return (await GameweekGoals.query.byPlayer({ playerId }).go({ pages: "all" })).data;
}

/** Every stored goal record of the season (a few hundred small items). */
export async function goalsOfSeason(io?: IoCounter): Promise<GameweekGoalsItem[]> {
  return (await GameweekGoals.query.bySeason({}).go({ pages: "all", ...countInto(io) })).data;
}

export async function putWeekGoals(gameweekId: number, goals: WeekGoals[], io?: IoCounter): Promise<void> {
  const updatedAt = new Date().toISOString();
  await putAll(GameweekGoals, goals.map((g) => ({ gameweekId, ...g, updatedAt })), io);
}
