import { LIVE_DRAFT_CALL_MS, LIVE_DRAFT_MAX_LEAD_MS } from "../../../shared/live-draft/schemas";
import type { PickClockName } from "../../../shared/live-draft/clock";
import { messages } from "../../../shared/messages";
import { getLiveDraft, holdsLeague, saveLiveDraft, type StoredLiveDraft } from "../../data/stores/live-draft-store";
import { badRequest, conflict } from "../../lib/errors";
import { startLiveClock } from "../../lib/workflow";
import { announceDraftChange } from "./announce";
import { tickLiveDraft } from "./clock-tick";
import { MAX_TRIES } from "./service";

export interface ScheduledChange {
  startsAt?: "now" | string;
  clock?: PickClockName;
  overnightPause?: boolean;
}

/**
 * Changes a draft that is scheduled and not yet started (issue #35): start it now, move its start
 * (at most a month ahead, its hour's call moved with it) or change its clock. A started draft is
 * refused in plain words: its clock and start belong to the room now. Starting now is the clock's
 * own start, so the order is drawn from the members there at that moment, as at a scheduled start.
 */
export async function changeScheduledDraft(leagueId: string, change: ScheduledChange): Promise<StoredLiveDraft> {
  const now = Date.now();
  const startsAt = change.startsAt === "now" || change.startsAt === undefined ? change.startsAt : Date.parse(change.startsAt);
  if (typeof startsAt === "number" && startsAt <= now) throw badRequest("The new start must be in the future", "START_IN_PAST");
  if (typeof startsAt === "number" && startsAt - now > LIVE_DRAFT_MAX_LEAD_MS) {
    throw badRequest("A live draft can be set at most a month ahead", "START_TOO_FAR");
  }
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const stored = await getLiveDraft(leagueId);
    if (!stored || stored.status !== "scheduled") {
      if (holdsLeague(stored)) throw conflict(messages.liveDraftAlreadyStarted, "LIVE_DRAFT_STARTED");
      throw conflict("There is no scheduled live draft in this league", "NO_LIVE_DRAFT");
    }
    const { remindAt: _call, ...rest } = stored;
    const start = startsAt === "now" ? now : (startsAt ?? Date.parse(stored.startsAt));
    // The hour's call follows a moved start; one already given is not given again (notifications are keyed by the draft).
    const moved = startsAt !== undefined && startsAt !== "now";
    const remindAt = moved ? (start - now >= LIVE_DRAFT_CALL_MS ? start - LIVE_DRAFT_CALL_MS : undefined) : stored.remindAt;
    const fields = {
      ...rest,
      version: stored.version + 1,
      startsAt: new Date(start).toISOString(),
      clockName: change.clock ?? stored.clockName,
      overnightPause: change.overnightPause ?? stored.overnightPause,
      ...(remindAt === undefined || startsAt === "now" ? {} : { remindAt }),
    };
    if (!(await saveLiveDraft(leagueId, stored.version, fields))) continue;
    const saved = { ...fields, active: "active" };
    await announceDraftChange(saved);
    if (startsAt === "now") {
      // The clock's start, now: the order drawn, the first turn on the clock with its own loop.
      const { next } = await tickLiveDraft(leagueId, now);
      const started = await getLiveDraft(leagueId);
      if (started && next !== undefined) await startLiveClock(started, next);
      return started ?? saved;
    }
    // A loop for this version, waiting for the new first look; the old loop finds the same times and carries on harmlessly.
    await startLiveClock(saved, saved.remindAt ?? start);
    return saved;
  }
  throw conflict("The draft is busy: please try again", "LIVE_DRAFT_BUSY");
}
