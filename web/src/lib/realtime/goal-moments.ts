import { useSyncExternalStore } from "react";

/** How long a goal stays highlighted on the board. */
const GOAL_MOMENT_MS = 6000;

export interface GoalMoment {
  /** Members whose row shows the goal. */
  users: ReadonlySet<string>;
  /** Players who scored. */
  players: ReadonlySet<number>;
}

const none: GoalMoment = { users: new Set(), players: new Set() };
let current: GoalMoment = none;
let clear: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/**
 * A goal just arrived on the league's room: its scorers and the members holding them are
 * highlighted for a few seconds (a second goal meanwhile joins the same moment).
 */
export function showGoalMoment(picks: ReadonlyArray<{ userId: string; playerId: number }>, scored: readonly number[]) {
  if (scored.length === 0) return;
  const players = new Set([...current.players, ...scored]);
  const users = new Set([...current.users, ...picks.filter((p) => scored.includes(p.playerId)).map((p) => p.userId)]);
  current = { users, players };
  clearTimeout(clear);
  clear = setTimeout(() => {
    current = none;
    for (const listener of listeners) listener();
  }, GOAL_MOMENT_MS);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The goal moment on screen now (the page is in one league's room at a time). */
export const useGoalMoment = (): GoalMoment => useSyncExternalStore(subscribe, () => current);
