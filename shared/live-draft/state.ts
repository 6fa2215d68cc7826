/**
 * A live draft as one record (product.md §10.15): the order drawn at the start, every pick
 * made so far, and the clock. Every change is a pure function of this record, so the server
 * can store it with one conditional write on `version` and the room can replay it from the
 * seed and the pick log.
 */
import type { PickClock } from "./clock";

type LiveDraftStatus = "running" | "paused" | "done" | "cancelled";

export interface LivePick {
  /** 1-based over the whole draft: the turn this pick was for. */
  overall: number;
  round: number;
  slot: number;
  participantId: string;
  /** Null when no player at all was free: NO AVAILABLE PLAYERS, the turn passes (product.md §10.5). */
  playerId: number | null;
  /** Who made it: the member on the clock, an admin for them, or autopick. */
  by: "member" | "admin" | "autopick";
  /** The picked player's place in the member's ranked list when picked; undefined if off it. */
  rank?: number;
  /** Why autopick chose it, or which admin picked; written into the audit log. */
  note?: string;
  /** The admin who made it for the member (their league display name), when `by` is "admin": the member is told who. */
  admin?: string;
  at: number;
}

export interface LiveDraftState {
  /** Bumps on every change: the store's condition and the room's event version. */
  version: number;
  seed: string;
  rounds: number;
  clock: PickClock;
  /** Participants in draft order (round 1's order), drawn from the seed at the start. */
  order: Array<{ participantId: string; username: string }>;
  status: LiveDraftStatus;
  startedAt: number;
  picks: LivePick[];
  /** The current turn's deadline, while running. */
  deadline?: number;
  /** The clock time the current turn had left when paused, while paused. */
  leftMs?: number;
  /** Members whose turns autopick takes at once (switched on by them or an admin). */
  autopick: string[];
  /**
   * The last pick an admin took back, who did (their league display name, and their place in
   * the draft if they take part) and the version the undo made: its member is told by name.
   */
  undone?: { pick: LivePick; by: string; byParticipantId?: string; version: number };
}

export interface Turn {
  overall: number;
  round: number;
  slot: number;
  participantId: string;
}
