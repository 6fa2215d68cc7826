import { expireTurn } from "../../../shared/live-draft/transitions";
import { currentTurn } from "../../../shared/live-draft/turns";
import type { PickClockName } from "../../../shared/live-draft/clock";
import { getLiveDraft, saveLiveDraft } from "../../data/stores/live-draft-store";
import { isHttpError } from "../../lib/errors";
import { LIVE_DRAFT_STARTING_SOON } from "../../../events/catalog";
import { announceLiveDraft } from "../../lib/event-bus";
import { announceDraftChange } from "./announce";
import { applyLiveChange, startedFields } from "./service";

/**
 * One look at a league's live draft by its clock: a scheduled draft whose time has come starts,
 * a turn whose deadline has passed is autopicked. Answers when to look again (the next start or
 * deadline), or nothing once the draft needs no clock (paused, done, cancelled).
 *
 * Safe to run any number of times and from anywhere (the per-draft clock, the sweep, a host
 * that restarted): every change is a conditional write, and a turn already taken is a no-op.
 */
export async function tickLiveDraft(leagueId: string, now = Date.now()): Promise<{ next?: number; status?: string }> {
  const stored = await getLiveDraft(leagueId);
  if (!stored) return {};
  if (stored.status === "scheduled") {
    if (stored.remindAt !== undefined && stored.remindAt <= now) {
      // The hour's call goes once per draft: the notifications are keyed by the draft, so a
      // repeat (a lost race on this write, two clocks) tells nobody twice.
      const detail = { leagueId, draftId: stored.draftId, startsAt: stored.startsAt, clockName: stored.clockName };
      await announceLiveDraft({ type: LIVE_DRAFT_STARTING_SOON, detail });
      const { remindAt: _told, ...rest } = stored;
      await saveLiveDraft(leagueId, stored.version, rest);
      return tickLiveDraft(leagueId, now);
    }
    const startsAt = Date.parse(stored.startsAt);
    if (startsAt > now) return { next: stored.remindAt ?? startsAt, status: stored.status };
    const clock = { name: stored.clockName as PickClockName, overnightPause: stored.overnightPause };
    const started = await startedFields(leagueId, clock, now).catch((error: unknown) => {
      // Nobody left to draft at the start: the draft is cancelled rather than stuck.
      if (isHttpError(error)) return undefined;
      throw error;
    });
    // The item's version and the rules' state version are one counter, so the race checks hold.
    const version = stored.version + 1;
    const fields = started
      ? { ...stored, ...started, version, record: { ...started.record, state: { ...started.record.state, version } } }
      : { ...stored, status: "cancelled" as const, version };
    if (await saveLiveDraft(leagueId, stored.version, fields)) await announceDraftChange({ ...fields, active: undefined });
    return tickLiveDraft(leagueId, now);
  }
  const state = stored.record?.state;
  if (stored.status !== "running" || !state || state.deadline === undefined) return { status: stored.status };
  if (state.deadline > now) return { next: state.deadline, status: stored.status };
  const turn = currentTurn(state);
  if (!turn) return { status: stored.status };
  try {
    const { stored: after } = await applyLiveChange(leagueId, (s, ctx, at) => expireTurn(s, turn.overall, ctx, at));
    return { next: after.record?.state.deadline, status: after.status };
  } catch (error) {
    // Someone picked first: the turn is over, and the clock looks at the new one.
    if (!isHttpError(error) || error.statusCode !== 409) throw error;
    return tickLiveDraft(leagueId, Date.now());
  }
}

/** What travels round the clock's loop (infra/aws/live-draft-clock.ts): the draft and when to look next. */
export interface ClockState {
  leagueId: string;
  draftId: string;
  /** ISO time of the next look; absent ends the loop. */
  at?: string;
}

/**
 * The clock loop's Tick: one look at the draft (tickLiveDraft). A loop whose draft was replaced (cancelled and set up
 * again) stops; so does one whose draft needs no clock now (paused: resuming starts a new loop).
 */
export async function tickClockLoop(clock: ClockState): Promise<ClockState> {
  const stored = await getLiveDraft(clock.leagueId);
  if (!stored || stored.draftId !== clock.draftId) return { leagueId: clock.leagueId, draftId: clock.draftId };
  const { next } = await tickLiveDraft(clock.leagueId);
  return { leagueId: clock.leagueId, draftId: clock.draftId, ...(next === undefined ? {} : { at: new Date(next).toISOString() }) };
}
