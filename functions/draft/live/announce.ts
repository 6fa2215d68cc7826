import { LIVE_DRAFT_CHANGED, type LiveDraftChangedDetail } from "../../../events/catalog";
import { adminMoment } from "../../../shared/live-draft/moments";
import type { LiveDraftState } from "../../../shared/live-draft/state";
import { currentTurn } from "../../../shared/live-draft/turns";
import type { StoredLiveDraft } from "../../data/stores/live-draft-store";
import { announceLiveDraft } from "../../lib/event-bus";
import type { LiveContext } from "./context";

/** The change just written, seen from before it: an admin's undo or pick-for is told to the member it touched. */
export interface ChangeMade {
  before: LiveDraftState;
  ctx: Pick<LiveContext, "named">;
}

function momentOf(stored: StoredLiveDraft, made: ChangeMade | undefined, now: number): LiveDraftChangedDetail["moment"] {
  const after = stored.record?.state;
  const moment = made && after && adminMoment(made.before, after);
  if (!moment || !after) return undefined;
  const { pick } = moment;
  const playerName = pick.playerId === null ? "no player" : (made.ctx.named[pick.playerId]?.name ?? `#${pick.playerId}`);
  const leftMs = after.status === "paused" ? after.leftMs : after.deadline === undefined ? undefined : Math.max(0, after.deadline - now);
  return {
    kind: moment.kind,
    by: moment.by,
    overall: pick.overall,
    participantId: pick.participantId,
    userId: stored.record?.userIds[pick.participantId],
    playerName,
    ...(moment.kind === "undo" && leftMs !== undefined ? { leftMs } : {}),
  };
}

/** What the bus hears of a stored draft: its version and the turn now on the clock (with whose user it is). */
function draftChangedDetail(stored: StoredLiveDraft, made: ChangeMade | undefined, now = Date.now()): LiveDraftChangedDetail {
  const state = stored.record?.state;
  const moment = momentOf(stored, made, now);
  const turn = state && (state.status === "running" || state.status === "paused") ? currentTurn(state) : undefined;
  return {
    leagueId: stored.leagueId,
    draftId: stored.draftId,
    version: stored.version,
    status: stored.status,
    clockName: stored.clockName,
    ...(turn && state
      ? {
          turn: {
            overall: turn.overall,
            round: turn.round,
            participantId: turn.participantId,
            userId: stored.record?.userIds[turn.participantId],
            username: state.order.find((o) => o.participantId === turn.participantId)?.username ?? "",
            ...(state.deadline === undefined ? {} : { deadline: state.deadline }),
          },
        }
      : {}),
    ...(moment ? { moment } : {}),
    changedAt: new Date(now).toISOString(),
  };
}

/** Announces a change just written: one PutEvents call; the fan-out and the notifications run off the request path. */
export const announceDraftChange = (stored: StoredLiveDraft, made?: ChangeMade) =>
  announceLiveDraft({ type: LIVE_DRAFT_CHANGED, detail: draftChangedDetail(stored, made) });
