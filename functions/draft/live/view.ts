import type { LiveDraftView } from "../../../shared/contract/responses";
import { DRAFT_ROUNDS } from "../../../shared/constants";
import { turnMs, type PickClockName } from "../../../shared/live-draft/clock";
import { wouldAutopick } from "../../../shared/live-draft/transitions";
import { currentTurn, turnsLeft } from "../../../shared/live-draft/turns";
import { holdsLeague, type StoredLiveDraft } from "../../data/stores/live-draft-store";
import type { LiveContext } from "./context";

/** The room's view of a draft, for one caller: the shared state plus their own autopick choice. */
export function liveDraftView(
  stored: StoredLiveDraft | undefined,
  ctx: Pick<LiveContext, "named" | "players" | "rankedOf"> | undefined,
  caller: { membershipId: string; isAdmin: boolean },
  now = Date.now(),
): LiveDraftView {
  const base = { serverTime: now, rounds: DRAFT_ROUNDS, order: [], picks: [], autopick: [], isAdmin: caller.isAdmin };
  if (!stored) return { ...base, status: "none", version: 0 };
  // A started draft's own clock: on a local host it may be scaled (decision 0230, a scaled pick clock on the local host).
  const chosen = stored.record?.state.clock ?? { name: stored.clockName as PickClockName, overnightPause: stored.overnightPause };
  const clock = { name: stored.clockName, overnightPause: stored.overnightPause, turnMs: turnMs(chosen) };
  const setup = {
    ...base,
    status: stored.status,
    version: stored.version,
    draftId: stored.draftId,
    clock,
    startsAt: stored.startsAt,
    holdsLeague: holdsLeague(stored),
  };
  const state = stored.record?.state;
  if (!state) return setup;
  const name = (id: string) => state.order.find((o) => o.participantId === id)?.username ?? "";
  const turn = state.status === "running" || state.status === "paused" ? currentTurn(state) : undefined;
  const mine = state.order.some((o) => o.participantId === caller.membershipId);
  const choice = mine && ctx && turn ? wouldAutopick(state, caller.membershipId, { ...ctx }) : undefined;
  const player = (id: number) => ctx?.named[id];
  return {
    ...setup,
    rounds: state.rounds,
    order: state.order,
    picks: state.picks.map((p) => ({
      overall: p.overall,
      round: p.round,
      slot: p.slot,
      participantId: p.participantId,
      playerId: p.playerId,
      ...(p.playerId === null ? {} : { playerName: player(p.playerId)?.name, team: player(p.playerId)?.team }),
      by: p.by,
      ...(p.rank === undefined ? {} : { rank: p.rank }),
      ...(p.note ? { note: p.note } : {}),
      ...(p.admin ? { admin: p.admin } : {}),
    })),
    ...(state.undone
      ? {
          undone: {
            overall: state.undone.pick.overall,
            participantId: state.undone.pick.participantId,
            playerName: state.undone.pick.playerId === null ? "no player" : (player(state.undone.pick.playerId)?.name ?? ""),
            by: state.undone.by,
            ...(state.undone.byParticipantId ? { byParticipantId: state.undone.byParticipantId } : {}),
            version: state.undone.version,
          },
        }
      : {}),
    ...(turn ? { turn: { ...turn, username: name(turn.participantId) } } : {}),
    ...(state.deadline === undefined ? {} : { deadline: state.deadline }),
    ...(state.leftMs === undefined ? {} : { leftMs: state.leftMs }),
    autopick: state.autopick,
    ...(mine
      ? {
          me: {
            participantId: caller.membershipId,
            autopickOn: state.autopick.includes(caller.membershipId),
            turnsLeft: turnsLeft(state, caller.membershipId),
            ...(choice
              ? {
                  wouldAutopick: {
                    playerId: choice.playerId,
                    name: player(choice.playerId)?.name ?? `#${choice.playerId}`,
                    team: player(choice.playerId)?.team ?? "",
                    reason: choice.reason,
                    ...(choice.reason === "ranked" ? { rank: choice.rank } : {}),
                  },
                }
              : {}),
          },
        }
      : {}),
  };
}
