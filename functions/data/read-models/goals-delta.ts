import type { GameweekGoalsItem } from "../entities/gameweek-goals";

/** One stored per-player gameweek goals record as a goals run wrote it (absolute values, so writing it again changes nothing). */
export interface GoalRecordWrite {
  season: string;
  gameweekId: number;
  playerId: number;
  goals: number;
  fixtures: number[];
}

/**
 * The most records a run's version carries for readers to patch their copy with: a match minute
 * writes a handful, a new gameweek's first live read a few dozen. A run that wrote more is read
 * again in full (one query), which keeps the version item small, since every board call reads it.
 */
export const MAX_GOAL_CHANGES = 64;

/**
 * A season's goal records with a run's writes (those of that season) laid over them: the same set a fresh read would
 * give once the run has stored them (records are keyed by gameweek and player). A new array: the
 * held one may still be answering other requests.
 */
export function withGoalWrites(
  held: readonly GameweekGoalsItem[],
  season: string,
  writes: readonly GoalRecordWrite[],
  updatedAt: string,
): GameweekGoalsItem[] {
  const key = (r: { gameweekId: number; playerId: number }) => `${r.gameweekId}:${r.playerId}`;
  const written = new Map(writes.filter((w) => w.season === season).map((w) => [key(w), w]));
  if (written.size === 0) return [...held];
  const kept = held.filter((r) => !written.has(key(r)));
  const added = [...written.values()].map((w) => ({ ...w, fixtures: [...w.fixtures], updatedAt }));
  return [...kept, ...added].sort((a, b) => a.gameweekId - b.gameweekId || a.playerId - b.playerId);
}
