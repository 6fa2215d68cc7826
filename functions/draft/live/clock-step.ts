import { getLiveDraft } from "../../data/live-draft-store";
import { tickLiveDraft } from "./clock-tick";

/** What travels round the clock's loop (infra/aws/live-draft-clock.ts): the draft and when to look next. */
export interface ClockState {
  leagueId: string;
  draftId: string;
  /** ISO time of the next look; absent ends the loop. */
  at?: string;
}

/**
 * The clock's Tick: one look at the draft. A loop whose draft was replaced (cancelled and set up
 * again) stops; so does one whose draft needs no clock now (paused: resuming starts a new loop).
 */
export async function clockTick(clock: ClockState): Promise<ClockState> {
  const stored = await getLiveDraft(clock.leagueId);
  if (!stored || stored.draftId !== clock.draftId) return { leagueId: clock.leagueId, draftId: clock.draftId };
  const { next } = await tickLiveDraft(clock.leagueId);
  return { leagueId: clock.leagueId, draftId: clock.draftId, ...(next === undefined ? {} : { at: new Date(next).toISOString() }) };
}
