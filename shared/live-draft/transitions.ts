/**
 * Every change to a live draft (product.md §10.15) as a pure function: the state in, the
 * new state or a refusal out. The server applies one under a conditional write on the state's
 * version, so a member's pick and the clock's autopick racing for a turn give exactly one pick:
 * the loser's write fails its condition and it is re-run against the new state, where its turn
 * is over and it is refused in plain words.
 */
import { DRAFT_ROUNDS } from "../constants";
import { draftOrder } from "../draft/snake-draft";
import { autopickChoice, autopickWhy, isDraftable, type AutopickPlayer } from "./autopick";
import { clockLeft, deadlineAfter, turnMs, type PickClock } from "./clock";
import type { LiveDraftState, LivePick, Turn } from "./state";
import { currentTurn, takenPlayers, turnsLeft } from "./turns";

/** What the rules need to know beyond the state: the players and each member's ranked list now. */
export interface DraftContext {
  players: ReadonlyMap<number, AutopickPlayer>;
  /** The member's ranked list as it is now (it may be reordered during the draft). */
  rankedOf: (participantId: string) => readonly number[];
}

type RefusalCode =
  | "not-running"
  | "paused"
  | "turn-over"
  | "not-your-turn"
  | "unknown-player"
  | "player-left"
  | "player-taken"
  | "nothing-to-undo"
  | "not-paused"
  | "not-participant"
  | "time-up";

export type Outcome = { ok: true; state: LiveDraftState } | { ok: false; code: RefusalCode; message: string };

const refuse = (code: RefusalCode, message: string): Outcome => ({ ok: false, code, message });

export interface Actor {
  /** The acting member's participant id, if they take part. */
  participantId?: string;
  admin: boolean;
  /** Shown in the audit log when an admin picks for a member. */
  name: string;
}

/** Draws the order from the seed and puts the first turn on the clock. */
export function startDraft(
  input: { seed: string; participants: Array<{ id: string; username: string }>; clock: PickClock; rounds?: number },
  ctx: DraftContext,
  now: number,
): LiveDraftState {
  const order = draftOrder(
    input.participants.map((p) => ({ ...p, selections: [] })),
    input.seed,
  ).map((p) => ({ participantId: p.id, username: p.username }));
  const state: LiveDraftState = {
    version: 1,
    seed: input.seed,
    rounds: input.rounds ?? DRAFT_ROUNDS,
    clock: input.clock,
    order,
    status: "running",
    startedAt: now,
    picks: [],
    deadline: deadlineAfter(now, turnMs(input.clock), input.clock),
    autopick: [],
  };
  return settle(state, ctx, now);
}

const rankOf = (ctx: DraftContext, participantId: string, playerId: number) => {
  const i = ctx.rankedOf(participantId).indexOf(playerId);
  return i < 0 ? undefined : i + 1;
};

/** Records a pick for the current turn and moves the clock to the next one. */
function record(state: LiveDraftState, turn: Turn, pick: Omit<LivePick, keyof Turn | "at">, now: number): LiveDraftState {
  const picks = [...state.picks, { ...turn, ...pick, at: now }];
  const next = { ...state, version: state.version + 1, picks };
  if (!currentTurn(next)) return { ...next, status: "done", deadline: undefined, leftMs: undefined };
  return { ...next, deadline: deadlineAfter(now, turnMs(state.clock), state.clock) };
}

/** The pick autopick makes for this turn; a turn with no free player at all passes empty. */
function autopickFor(state: LiveDraftState, turn: Turn, cause: "clock" | "autopick-on", ctx: DraftContext, now: number) {
  const choice = autopickChoice(ctx.rankedOf(turn.participantId), ctx.players, takenPlayers(state));
  if (!choice) return record(state, turn, { playerId: null, by: "autopick", note: "NO AVAILABLE PLAYERS" }, now);
  const rank = choice.reason === "ranked" ? choice.rank : undefined;
  return record(state, turn, { playerId: choice.playerId, by: "autopick", rank, note: autopickWhy(choice, cause) }, now);
}

/** Takes, at once, the turns of members whose autopick is on, until a turn waits for someone. */
function settle(state: LiveDraftState, ctx: DraftContext, now: number): LiveDraftState {
  let s = state;
  for (let turn = currentTurn(s); s.status === "running" && turn && s.autopick.includes(turn.participantId); turn = currentTurn(s)) {
    s = autopickFor(s, turn, "autopick-on", ctx, now);
  }
  return s;
}

/**
 * A pick names the turn it is for, so a pick sent just as the clock ran out cannot land on the
 * next member's turn. Any free player who has not left the league may be picked, not only one
 * of the member's 15.
 */
export function makePick(
  state: LiveDraftState,
  pick: { overall: number; playerId: number },
  actor: Actor,
  ctx: DraftContext,
  now: number,
): Outcome {
  if (state.status === "paused") return refuse("paused", "The draft is paused: picks wait until the admin resumes it");
  if (state.status !== "running") return refuse("not-running", "The draft is not running");
  const turn = currentTurn(state);
  if (!turn || pick.overall !== turn.overall) {
    return refuse("turn-over", `Pick ${pick.overall} is already made: the draft is on pick ${turn?.overall ?? "none"}`);
  }
  // The server's deadline is the clock: a pick that arrives after it is autopick's turn.
  if (state.deadline !== undefined && now > state.deadline) {
    return refuse("time-up", `Time is up for pick ${turn.overall}: autopick takes it from your list`);
  }
  const forSelf = actor.participantId === turn.participantId;
  if (!forSelf && !actor.admin) return refuse("not-your-turn", "It is not your turn");
  const player = ctx.players.get(pick.playerId);
  if (!player) return refuse("unknown-player", "No such player");
  if (player.status === "u") return refuse("player-left", "That player has left the Premier League");
  if (!isDraftable(player, takenPlayers(state))) return refuse("player-taken", "That player has already been picked");
  const by = forSelf ? ("member" as const) : ("admin" as const);
  const made = forSelf ? { by, note: undefined } : { by, note: `picked by ${actor.name} (admin)`, admin: actor.name };
  const next = record(state, turn, { playerId: pick.playerId, rank: rankOf(ctx, turn.participantId, pick.playerId), ...made }, now);
  return { ok: true, state: settle(next, ctx, now) };
}

/** The clock ran out: autopick takes the turn. Early or stale calls change nothing. */
export function expireTurn(state: LiveDraftState, overall: number, ctx: DraftContext, now: number): Outcome {
  if (state.status !== "running" || state.deadline === undefined) return refuse("not-running", "The draft is not running");
  const turn = currentTurn(state);
  if (!turn || turn.overall !== overall) return refuse("turn-over", `Pick ${overall} is already made`);
  if (now < state.deadline) return refuse("turn-over", `Pick ${overall} still has time on its clock`);
  return { ok: true, state: settle(autopickFor(state, turn, "clock", ctx, now), ctx, now) };
}

/**
 * The admin takes back the last pick: the player is free again and the turn goes back to its
 * member with a full clock. Autopick does not retake the turn at once, even when on for that
 * member: the undo was made to let someone choose again.
 */
export function undoLastPick(state: LiveDraftState, actor: Actor, now: number): Outcome {
  if (state.status !== "running" && state.status !== "paused") return refuse("not-running", "The draft is not running");
  const last = state.picks.at(-1);
  if (!last) return refuse("nothing-to-undo", "No pick has been made yet");
  const version = state.version + 1;
  const undone = { pick: last, by: actor.name, ...(actor.participantId ? { byParticipantId: actor.participantId } : {}), version };
  const base = { ...state, version, picks: state.picks.slice(0, -1), undone };
  const full = turnMs(state.clock);
  return {
    ok: true,
    state: state.status === "paused" ? { ...base, leftMs: full } : { ...base, deadline: deadlineAfter(now, full, state.clock) },
  };
}

/** Stops the clock, keeping the time the turn had left. */
export function pauseDraft(state: LiveDraftState, now: number): Outcome {
  if (state.status !== "running" || state.deadline === undefined) return refuse("not-running", "The draft is not running");
  return {
    ok: true,
    state: {
      ...state,
      version: state.version + 1,
      status: "paused",
      deadline: undefined,
      leftMs: clockLeft(now, state.deadline, state.clock),
    },
  };
}

/** Restarts the clock with the time that was left when paused. */
export function resumeDraft(state: LiveDraftState, ctx: DraftContext, now: number): Outcome {
  if (state.status !== "paused") return refuse("not-paused", "The draft is not paused");
  const left = state.leftMs ?? turnMs(state.clock);
  const running: LiveDraftState = {
    ...state,
    version: state.version + 1,
    status: "running",
    leftMs: undefined,
    deadline: deadlineAfter(now, left, state.clock),
  };
  return { ok: true, state: settle(running, ctx, now) };
}

/** Switches a member's autopick; switched on at their turn, it picks at once. */
export function setAutopick(state: LiveDraftState, participantId: string, on: boolean, ctx: DraftContext, now: number): Outcome {
  if (state.status !== "running" && state.status !== "paused") return refuse("not-running", "The draft is not running");
  if (!state.order.some((o) => o.participantId === participantId)) {
    return refuse("not-participant", "That member is not taking part in this draft");
  }
  const others = state.autopick.filter((id) => id !== participantId);
  const next = { ...state, version: state.version + 1, autopick: on ? [...others, participantId] : others };
  return { ok: true, state: settle(next, ctx, now) };
}

/** Back to draft mode, nothing kept (product.md §10.15). */
export function cancelDraft(state: LiveDraftState): Outcome {
  if (state.status === "done" || state.status === "cancelled") return refuse("not-running", "The draft is not running");
  return { ok: true, state: { ...state, version: state.version + 1, status: "cancelled", deadline: undefined, leftMs: undefined } };
}

/**
 * Who autopick would take for a member right now: the room shows it all the time, while the
 * member has a turn to come (after their last pick there is nothing for autopick to take).
 */
export const wouldAutopick = (state: LiveDraftState, participantId: string, ctx: DraftContext) =>
  turnsLeft(state, participantId) > 0 ? autopickChoice(ctx.rankedOf(participantId), ctx.players, takenPlayers(state)) : undefined;
