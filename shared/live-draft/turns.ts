/** Whose turn it is: product.md §10.5's snake over the drawn order (1..N, N..1, 1..N). */
import type { LiveDraftState, Turn } from "./state";

export const totalTurns = (state: Pick<LiveDraftState, "order" | "rounds">): number => state.order.length * state.rounds;

/** The turn with 1-based number `overall`, or undefined past the last. */
export function turnAt(state: Pick<LiveDraftState, "order" | "rounds">, overall: number): Turn | undefined {
  const n = state.order.length;
  if (overall < 1 || overall > totalTurns(state)) return undefined;
  const round = Math.ceil(overall / n);
  const slot = overall - (round - 1) * n;
  const index = round % 2 === 1 ? slot - 1 : n - slot;
  return { overall, round, slot, participantId: state.order[index].participantId };
}

/** The turn on the clock now; undefined once every turn has its pick. */
export const currentTurn = (state: Pick<LiveDraftState, "order" | "rounds" | "picks">): Turn | undefined =>
  turnAt(state, state.picks.length + 1);

export const takenPlayers = (state: Pick<LiveDraftState, "picks">): Set<number> =>
  new Set(state.picks.flatMap((p) => (p.playerId === null ? [] : [p.playerId])));

/** How many turns a member still has to come: the draft's turns past its picks that are theirs. */
export function turnsLeft(state: Pick<LiveDraftState, "order" | "rounds" | "picks">, participantId: string): number {
  let left = 0;
  for (let overall = state.picks.length + 1; overall <= totalTurns(state); overall++) {
    if (turnAt(state, overall)?.participantId === participantId) left++;
  }
  return left;
}
