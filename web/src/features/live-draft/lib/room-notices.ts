import type { LiveDraftView } from "@shared/contract/responses";
import { formatClock } from "@shared/live-draft/clock";

export interface RoomNotice {
  /** One per moment: the same moment read twice is one notice. */
  key: string;
  text: string;
}

/**
 * What the room tells its member between two reads of the draft: an admin took back their pick
 * (they are on the clock again, `leftMs` to go) or picked for them. The bell and the push say the
 * same (functions/notifications/on-live-draft.ts); a first read tells nothing, the bell has it.
 */
export function noticeBetween(before: LiveDraftView | undefined, after: LiveDraftView, leftMs: number): RoomNotice | undefined {
  const me = after.me?.participantId;
  if (!before || !me || after.version <= before.version) return undefined;
  const undone = after.undone;
  // An admin taking back their own pick knows it.
  if (undone && undone.version > before.version && undone.participantId === me && undone.byParticipantId !== me) {
    return {
      key: `undo-${undone.version}`,
      text: `${undone.by} took back your pick of ${undone.playerName}: you are on the clock, ${formatClock(leftMs)} left`,
    };
  }
  const forMe = after.picks.find((p) => p.overall > before.picks.length && p.participantId === me && p.by === "admin" && p.admin);
  return forMe && { key: `pick-for-${after.version}-${forMe.overall}`, text: `${forMe.admin} picked ${forMe.playerName} for you` };
}
