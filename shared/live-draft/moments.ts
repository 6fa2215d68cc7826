/**
 * The admin's moves that touch another member's pick (product.md §10.15, issue 35): an undo
 * puts them back on the clock, a pick-for fills their turn. That member is told at once, by name,
 * in the room and by bell and push; these read which change it was from the state before and after.
 */
import type { LiveDraftState, LivePick } from "./state";

export type AdminMoment = { kind: "undo" | "pick-for"; by: string; pick: LivePick };

export function adminMoment(before: LiveDraftState, after: LiveDraftState): AdminMoment | undefined {
  const undone = after.undone;
  if (undone && undone.version === after.version) {
    // Taking back one's own pick tells nobody: the admin knows.
    return undone.byParticipantId === undone.pick.participantId ? undefined : { kind: "undo", by: undone.by, pick: undone.pick };
  }
  // The change's first new pick: an admin's pick for the member on the clock (autopicks that follow it are the clock's).
  const made = after.picks.length > before.picks.length ? after.picks[before.picks.length] : undefined;
  return made?.by === "admin" && made.admin ? { kind: "pick-for", by: made.admin, pick: made } : undefined;
}
