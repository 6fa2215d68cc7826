/**
 * A finished live draft as the same outcome an executed auto draft stores (product.md §10.5, §10.15):
 * results per member in draft order, every turn with why, and the audit log in the same
 * format. `replayDraft` rebuilds it from the seed and the pick log alone, so anyone holding
 * both can check the result.
 */
import { renderAuditLog } from "../draft/audit-log";
import { draftOrder } from "../draft/snake-draft";
import type { DraftInput, DraftOutcome, DraftTurn } from "../draft/types";
import type { LiveDraftState, LivePick } from "./state";
import { turnAt } from "./turns";

export function toDraftOutcome(
  state: Pick<LiveDraftState, "seed" | "order" | "rounds" | "picks">,
  input: Pick<DraftInput, "players" | "participants">,
): DraftOutcome {
  const turns: DraftTurn[] = state.picks.map((p) => ({
    overall: p.overall,
    round: p.round,
    slot: p.slot,
    participantId: p.participantId,
    ...(p.playerId === null ? {} : { playerId: p.playerId }),
    ...(p.rank === undefined ? {} : { rank: p.rank }),
    ...(p.note ? { note: p.note } : {}),
    skipped: [],
  }));
  const results = state.order.map((o, i) => ({
    participantId: o.participantId,
    username: o.username,
    draftOrder: i + 1,
    playerIds: state.picks.filter((p) => p.participantId === o.participantId && p.playerId !== null).map((p) => p.playerId as number),
  }));
  const shortfalls = results
    .filter((r) => r.playerIds.length < state.rounds)
    .map((r) => ({ participantId: r.participantId, username: r.username, picks: r.playerIds.length }));
  const outcome = {
    seed: state.seed,
    order: state.order,
    turns,
    results,
    shortfalls,
    ok: shortfalls.length === 0 && state.order.length > 0,
  };
  return { ...outcome, auditLog: renderAuditLog({ seed: state.seed, ...input }, outcome, state.rounds) };
}

export type ReplayProblem = { overall: number; problem: string };

/**
 * Replays a pick log against the order its seed draws: every pick must be for its turn's
 * member, of a player nobody took before. Returns the outcome, or the first pick that breaks.
 */
export function replayDraft(
  seed: string,
  participants: Array<{ id: string; username: string }>,
  picks: readonly Pick<LivePick, "overall" | "participantId" | "playerId" | "rank" | "note">[],
  input: Pick<DraftInput, "players" | "participants">,
  rounds: number,
): { ok: true; outcome: DraftOutcome } | { ok: false; at: ReplayProblem } {
  const order = draftOrder(
    participants.map((p) => ({ ...p, selections: [] })),
    seed,
  ).map((p) => ({ participantId: p.id, username: p.username }));
  const taken = new Set<number>();
  const replayed: LivePick[] = [];
  for (const [i, pick] of picks.entries()) {
    const turn = turnAt({ order, rounds }, i + 1);
    if (!turn || pick.overall !== turn.overall) return { ok: false, at: { overall: pick.overall, problem: "out of sequence" } };
    if (pick.participantId !== turn.participantId) return { ok: false, at: { overall: pick.overall, problem: "not this member's turn" } };
    if (pick.playerId !== null && taken.has(pick.playerId))
      return { ok: false, at: { overall: pick.overall, problem: "player taken twice" } };
    if (pick.playerId !== null) taken.add(pick.playerId);
    replayed.push({ ...turn, playerId: pick.playerId, by: "member", rank: pick.rank, note: pick.note, at: 0 });
  }
  return { ok: true, outcome: toDraftOutcome({ seed, order, rounds, picks: replayed }, input) };
}
