import { must } from "../must";
import { DRAFT_ROUNDS } from "../constants";
import { renderAuditLog } from "./audit-log";
import { seededShuffle } from "./prng";
import type { DraftInput, DraftOutcome, DraftParticipant, DraftTurn, Skip } from "./types";

/**
 * The draft order: participants sorted by id (so the input order never matters), then shuffled
 * with the recorded seed. Same seed and same participants → same order, anywhere.
 */
export function draftOrder(participants: readonly DraftParticipant[], seed: string): DraftParticipant[] {
  const stable = [...participants].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return seededShuffle(stable, seed);
}

/** Round r (1-based) runs forwards when odd, backwards when even: 1..N, N..1, 1..N. */
export function snakeSequence(count: number, rounds: number): Array<{ round: number; slot: number; index: number }> {
  const sequence = [];
  for (let round = 1; round <= rounds; round++) {
    for (let slot = 1; slot <= count; slot++) {
      sequence.push({ round, slot, index: round % 2 === 1 ? slot - 1 : count - slot });
    }
  }
  return sequence;
}

/**
 * Runs the snake draft: on each turn the participant gets their highest-ranked player who is
 * still free in the league and has not left it; with none, they get nothing that round.
 */
export function runDraft(input: DraftInput): DraftOutcome {
  const rounds = input.rounds ?? DRAFT_ROUNDS;
  const order = draftOrder(input.participants, input.seed);
  const takenBy = new Map<number, string>();
  const picks = new Map<string, number[]>(order.map((p) => [p.id, []]));
  const turns: DraftTurn[] = [];

  snakeSequence(order.length, rounds).forEach(({ round, slot, index }, i) => {
    const participant = order[index];
    const skipped: Skip[] = [];
    const turn: DraftTurn = { overall: i + 1, round, slot, participantId: participant.id, skipped };
    for (const [position, playerId] of participant.selections.entries()) {
      const rank = position + 1;
      const owner = takenBy.get(playerId);
      if (owner !== undefined) {
        // A player already drafted by this participant is not news; only others' picks are.
        if (owner !== participant.id) skipped.push({ playerId, rank, reason: "taken", takenBy: owner });
        continue;
      }
      if (input.players[playerId]?.status === "u") {
        skipped.push({ playerId, rank, reason: "left" });
        continue;
      }
      takenBy.set(playerId, participant.id);
      must(picks.get(participant.id), "the participant's picks").push(playerId);
      turn.playerId = playerId;
      turn.rank = rank;
      break;
    }
    turns.push(turn);
  });

  const results = order.map((p, i) => ({
    participantId: p.id,
    username: p.username,
    draftOrder: i + 1,
    playerIds: must(picks.get(p.id), "the participant's picks"),
  }));
  const shortfalls = results
    .filter((r) => r.playerIds.length < rounds)
    .map((r) => ({ participantId: r.participantId, username: r.username, picks: r.playerIds.length }));
  const outcome = {
    seed: input.seed,
    order: order.map((p) => ({ participantId: p.id, username: p.username })),
    turns,
    results,
    shortfalls,
    ok: shortfalls.length === 0 && order.length > 0,
  };
  return { ...outcome, auditLog: renderAuditLog(input, outcome, rounds) };
}
