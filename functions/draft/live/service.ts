import { randomBytes } from "node:crypto";
import { clockScaleFor, type PickClock } from "../../../shared/live-draft/clock";
import type { LiveDraftState } from "../../../shared/live-draft/state";
import { startDraft, type Outcome } from "../../../shared/live-draft/transitions";
import type { LeagueItem } from "../../data/entities/league";
import { getLiveDraft, holdsLeague, saveLiveDraft, type StoredLiveDraft } from "../../data/stores/live-draft-store";
import { messages } from "../../../shared/messages";
import { newId } from "../../data/table/ids";
import { config } from "../../config";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import { startLiveClock } from "../../lib/workflow";
import { LIVE_DRAFT_CALL_MS, LIVE_DRAFT_MAX_LEAD_MS } from "../../../shared/live-draft/schemas";
import { liveContext, type LiveContext } from "./context";
import { announceDraftChange } from "./announce";
import { executeLiveDraft } from "./execute";

/** A change to a started draft: the rules' outcome for the stored state and its context. */
export type LiveChange = (state: LiveDraftState, ctx: LiveContext, now: number) => Outcome;

export const MAX_TRIES = 5;
/**
 * The rules' refusals: picking for someone else is a 403; the rest (a turn already over, a player
 * taken, a paused draft) is a request that met the draft at the wrong moment, a 409, in the
 * rules' own words and with a code the room can act on.
 */
const refusal = (o: Extract<Outcome, { ok: false }>) => {
  const code = o.code.toUpperCase().replaceAll("-", "_");
  if (o.code === "not-your-turn") return forbidden(o.message, code);
  return o.code === "unknown-player" ? badRequest(o.message, code) : conflict(o.message, code);
};

/**
 * Applies a change under a conditional write on the draft's version. Another write landing
 * first (a pick racing the clock's autopick, two admins) fails the condition; the change is then
 * re-run against the stored state, where a turn already taken is refused in plain words.
 */
export async function applyLiveChange(leagueId: string, change: LiveChange): Promise<{ stored: StoredLiveDraft; ctx: LiveContext }> {
  const ctx = await liveContext(leagueId);
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const stored = await getLiveDraft(leagueId);
    const state = stored?.record?.state;
    if (!stored || !state) throw conflict("There is no live draft running in this league", "NO_LIVE_DRAFT");
    const outcome = change(state, ctx, Date.now());
    if (!outcome.ok) throw refusal(outcome);
    const next = outcome.state;
    const fields = {
      draftId: stored.draftId,
      status: next.status,
      version: next.version,
      seasonName: stored.seasonName,
      clockName: stored.clockName,
      overnightPause: stored.overnightPause,
      startsAt: stored.startsAt,
      deadline: next.deadline,
      createdBy: stored.createdBy,
      record: { state: next, userIds: stored.record?.userIds ?? {} },
    };
    if (!(await saveLiveDraft(leagueId, stored.version, fields))) continue;
    // Running, paused and finished (executing) drafts hold the league; a cancelled one lets it go.
    const saved = { ...stored, ...fields, active: next.status === "cancelled" ? undefined : "active" };
    await announceDraftChange(saved, { before: state, ctx });
    // The write that finished the draft executes it; a retried one reaches the same execution, and
    // the sweep starts it if this function dies first (the draft holds the league until executed).
    if (next.status === "done") await executeLiveDraft(saved);
    // A resumed clock needs a loop again: the paused one ended at its next look.
    if (next.status === "running" && state.status !== "running" && next.deadline !== undefined) await startLiveClock(saved, next.deadline);
    return { stored: saved, ctx };
  }
  throw conflict("The draft is busy: please try again", "LIVE_DRAFT_BUSY");
}

const newDraftSeed = () => randomBytes(12).toString("hex");

/**
 * Sets up a live draft: started at once, or scheduled for `startsAt`. Only members in the
 * league and not archived at the start take part (product.md §10.15), so a scheduled draft draws
 * its order when it starts, not now.
 */
export async function setUpLiveDraft(
  league: LeagueItem,
  setup: { clock: PickClock; startsAt?: string },
  createdBy: string,
): Promise<StoredLiveDraft> {
  if (!league.isDraftMode) throw badRequest("The league is live: switch it back to draft mode to draft again", "LEAGUE_LIVE");
  const existing = await getLiveDraft(league.leagueId);
  // A finished draft whose execution has not made its picks final yet is not replaced: the sweep finishes it.
  if (existing?.status === "done" && holdsLeague(existing)) throw conflict(messages.liveDraftExecuting, "LIVE_DRAFT_EXECUTING");
  if (holdsLeague(existing)) throw conflict("A live draft is already set up in this league", "LIVE_DRAFT_EXISTS");
  const now = Date.now();
  if (setup.startsAt && Date.parse(setup.startsAt) - now > LIVE_DRAFT_MAX_LEAD_MS) {
    throw badRequest("A live draft can be set at most a month ahead", "START_TOO_FAR");
  }
  const startsAt = setup.startsAt && Date.parse(setup.startsAt) > now + 1_000 ? new Date(setup.startsAt).toISOString() : undefined;
  // Members hear "the draft starts in 1 hour" only when there was an hour to give them.
  const remindAt = startsAt && Date.parse(startsAt) - now >= LIVE_DRAFT_CALL_MS ? Date.parse(startsAt) - LIVE_DRAFT_CALL_MS : undefined;
  const base = {
    draftId: newId(),
    seasonName: league.seasonName,
    clockName: setup.clock.name,
    overnightPause: setup.clock.overnightPause,
    createdBy,
  };
  const fields = startsAt
    ? { ...base, status: "scheduled" as const, version: 1, startsAt, ...(remindAt === undefined ? {} : { remindAt }) }
    : { ...base, ...(await startedFields(league.leagueId, setup.clock, now)), startsAt: new Date(now).toISOString() };
  if (!(await saveLiveDraft(league.leagueId, 0, fields)))
    throw conflict("A live draft is already set up in this league", "LIVE_DRAFT_EXISTS");
  const stored = { leagueId: league.leagueId, updatedAt: new Date().toISOString(), ...fields };
  await announceDraftChange(stored);
  const firstLook = "deadline" in fields ? fields.deadline : (remindAt ?? Date.parse(fields.startsAt));
  if (firstLook !== undefined) await startLiveClock(stored, firstLook);
  return stored;
}

/**
 * The order drawn and the first turn on the clock, from the members who take part now. A local
 * host's scaled clock (a 10-second one for browser tests) is stored in the draft's state, so every
 * deadline it sets later, and after a restart, is the one it started with.
 */
export async function startedFields(leagueId: string, chosen: PickClock, now: number) {
  const scale = clockScaleFor(config.liveDraftFastClockMs);
  const clock = scale === 1 ? chosen : { ...chosen, scale };
  const ctx = await liveContext(leagueId);
  const taking = ctx.members.filter((m) => !m.isArchived);
  if (taking.length === 0) throw badRequest("Nobody can draft: every member is archived", "NO_PARTICIPANTS");
  const state = startDraft(
    { seed: newDraftSeed(), participants: taking.map((m) => ({ id: m.membershipId, username: m.username })), clock },
    ctx,
    now,
  );
  return {
    status: state.status,
    version: state.version,
    deadline: state.deadline,
    record: { state, userIds: Object.fromEntries(taking.map((m) => [m.membershipId, m.userId])) },
  };
}

/**
 * Cancels a draft that is scheduled and not yet started (no order drawn, so no state for the
 * rules to change): back to draft mode, nothing kept, the clock's next look ends its loop.
 * Answers undefined when the draft is no longer scheduled (it started meanwhile), so the caller
 * cancels it as a started one.
 */
export async function cancelScheduledDraft(leagueId: string): Promise<StoredLiveDraft | undefined> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const stored = await getLiveDraft(leagueId);
    if (!stored || stored.status !== "scheduled") return undefined;
    const { remindAt: _untold, ...rest } = stored;
    const fields = { ...rest, status: "cancelled" as const, version: stored.version + 1 };
    if (!(await saveLiveDraft(leagueId, stored.version, fields))) continue;
    const saved = { ...fields, active: undefined };
    await announceDraftChange(saved);
    return saved;
  }
  throw conflict("The draft is busy: please try again", "LIVE_DRAFT_BUSY");
}
