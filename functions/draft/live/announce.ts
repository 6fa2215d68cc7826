import { LIVE_DRAFT_CHANGED, type LiveDraftChangedDetail } from "../../../events/catalog";
import { currentTurn } from "../../../shared/live-draft/turns";
import type { StoredLiveDraft } from "../../data/live-draft-store";
import { announceLiveDraft } from "../../lib/event-bus";

/** What the bus hears of a stored draft: its version and the turn now on the clock (with whose user it is). */
function draftChangedDetail(stored: StoredLiveDraft, now = Date.now()): LiveDraftChangedDetail {
  const state = stored.record?.state;
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
    changedAt: new Date(now).toISOString(),
  };
}

/** Announces a change just written: one PutEvents call; the fan-out and the notifications run off the request path. */
export const announceDraftChange = (stored: StoredLiveDraft) =>
  announceLiveDraft({ type: LIVE_DRAFT_CHANGED, detail: draftChangedDetail(stored) });
