import { useSyncExternalStore } from "react";

/** How long a goal (or a goal taken back) stays highlighted on the board. */
const GOAL_MOMENT_MS = 6000;

/** One member's player in the moment: a goal for them, or one taken back. */
interface MomentPick {
  userId: string;
  playerId: number;
  takenBack: boolean;
}

export interface GoalMoment {
  /** Members whose row shows a goal. */
  users: ReadonlySet<string>;
  /** Players who scored. */
  players: ReadonlySet<number>;
  /** Members whose row shows a goal taken back (VAR, a correction). */
  backUsers: ReadonlySet<string>;
  /** Players whose goal was taken back. */
  backPlayers: ReadonlySet<number>;
  /** Each member's player in the moment, in the order they came (the own-goal toast names them). */
  picks: readonly MomentPick[];
}

const none: GoalMoment = { users: new Set(), players: new Set(), backUsers: new Set(), backPlayers: new Set(), picks: [] };
let current: GoalMoment = none;
let clear: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/**
 * Goals just arrived on the league's room, or were taken back: the players and the members
 * holding them are highlighted for a few seconds (a second change meanwhile joins the same
 * moment; a goal taken back stops being shown as scored).
 */
export function showGoalMoment(
  picks: ReadonlyArray<{ userId: string; playerId: number }>,
  scored: readonly number[],
  takenBack: readonly number[] = [],
) {
  if (scored.length === 0 && takenBack.length === 0) return;
  const backPlayers = new Set([...current.backPlayers, ...takenBack].filter((id) => !scored.includes(id)));
  const players = new Set([...current.players, ...scored].filter((id) => !takenBack.includes(id)));
  const added = [
    ...picks.filter((p) => scored.includes(p.playerId)).map((p) => ({ userId: p.userId, playerId: p.playerId, takenBack: false })),
    ...picks.filter((p) => takenBack.includes(p.playerId)).map((p) => ({ userId: p.userId, playerId: p.playerId, takenBack: true })),
  ];
  const kept = current.picks.filter((p) => !added.some((a) => a.userId === p.userId && a.playerId === p.playerId));
  const all = [...kept, ...added];
  current = {
    players,
    backPlayers,
    users: new Set(all.filter((p) => !p.takenBack).map((p) => p.userId)),
    backUsers: new Set(all.filter((p) => p.takenBack).map((p) => p.userId)),
    picks: all,
  };
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
