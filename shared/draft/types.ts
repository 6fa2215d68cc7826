/** Inputs and outputs of the draft engine (product.md §10.5). */
export interface DraftParticipant {
  /** The membership id: stable, unique in the league. */
  id: string;
  username: string;
  /** Ranked selections, best first (up to 15 player ids). */
  selections: number[];
}

export interface DraftPlayer {
  id: number;
  name: string;
  team: string;
  /** The feed's status; "u" means the player has left the league and cannot be drafted. */
  status: string;
}

export interface DraftInput {
  seed: string;
  participants: DraftParticipant[];
  players: Record<number, DraftPlayer>;
  rounds?: number;
}

/** A ranked player passed over: taken by another participant, or gone from the league. */
export type Skip = { playerId: number; rank: number } & ({ reason: "taken"; takenBy: string } | { reason: "left" });

export interface DraftTurn {
  overall: number;
  round: number;
  /** Position within the round, 1-based. */
  slot: number;
  participantId: string;
  /** Undefined when no choice of the participant was free: NO AVAILABLE PLAYERS. */
  playerId?: number;
  /** 1-based position of the chosen player in the participant's ranking. */
  rank?: number;
  skipped: Skip[];
}

interface DraftResult {
  participantId: string;
  username: string;
  draftOrder: number;
  playerIds: number[];
}

export interface DraftOutcome {
  seed: string;
  order: Array<{ participantId: string; username: string }>;
  turns: DraftTurn[];
  results: DraftResult[];
  /** Participants who end with fewer picks than rounds: a run with any is a CRITICAL ERROR. */
  shortfalls: Array<{ participantId: string; username: string; picks: number }>;
  ok: boolean;
  auditLog: string;
}
