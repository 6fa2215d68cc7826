import { SELECTIONS_PER_USER } from "@shared/constants";

/** The ranked squad as a list of player ids; the order is the draft priority (product.md §5). */
export type Squad = readonly number[];

/** product.md §5: a player can be added only if not chosen and fewer than 15 are chosen. */
export const canAdd = (squad: Squad, playerId: number) => squad.length < SELECTIONS_PER_USER && !squad.includes(playerId);

export const addPlayer = (squad: Squad, playerId: number): Squad => (canAdd(squad, playerId) ? [...squad, playerId] : squad);

export const removePlayer = (squad: Squad, playerId: number): Squad => squad.filter((id) => id !== playerId);

/** Moves the player at `from` to `to` (both clamped), as a drop or an arrow press does. */
export function movePlayer(squad: Squad, from: number, to: number): Squad {
  const target = Math.max(0, Math.min(squad.length - 1, to));
  if (from < 0 || from >= squad.length || from === target) return squad;
  const next = [...squad];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** A drop of one player onto another's place; unknown ids change nothing. */
export function dropOnto(squad: Squad, activeId: number, overId: number): Squad {
  return movePlayer(squad, squad.indexOf(activeId), squad.indexOf(overId));
}

export const isComplete = (squad: Squad) => squad.length === SELECTIONS_PER_USER;

export const sameOrder = (a: Squad, b: Squad) => a.length === b.length && a.every((id, i) => id === b[i]);
