import type { LiveDraftView } from "@shared/contract/responses";

/** How long before the end of your own turn a screen reader hears the warning (decision 0293). */
const WARNING_MS = 10_000;
export const WARNING_TEXT = "10 seconds left";

type Pick = LiveDraftView["picks"][number];

const nameOf = (view: LiveDraftView, participantId: string) =>
  view.order.find((o) => o.participantId === participantId)?.username ?? "A member";

function pickWords(view: LiveDraftView, pick: Pick): string {
  const mine = pick.participantId === view.me?.participantId;
  const player = pick.playerName ?? "a player";
  if (pick.by === "autopick")
    return mine ? `Autopick took ${player} for you.` : `Autopick took ${player} for ${nameOf(view, pick.participantId)}.`;
  if (mine) return `You picked ${player}.`;
  return `${nameOf(view, pick.participantId)} picked ${player}.`;
}

function turnWords(view: LiveDraftView): string {
  const turn = view.turn;
  if (!turn) return "";
  const mine = turn.participantId === view.me?.participantId;
  const of = `Pick ${turn.overall} of ${view.order.length * view.rounds}.`;
  return mine ? `Your turn: pick a player. ${of}` : `${turn.username} is picking. ${of}`;
}

/**
 * What a screen reader hears when the room moves from `before` to `after` (a polite live region):
 * the moments, never the clock's ticks. A pick made (yours confirmed, by name) and whose turn it is
 * now; a pause, a resume, an undo; the end. Empty when nothing worth saying happened (a presence
 * read, the same view again). The first view of a running draft says whose turn it is.
 */
export function roomMoment(before: LiveDraftView | undefined, after: LiveDraftView): string {
  if (after.status === "cancelled") return before?.status === "cancelled" ? "" : "The live draft was cancelled.";
  const said: string[] = [];
  const made = before ? after.picks.slice(before.picks.length) : [];
  for (const pick of made) said.push(pickWords(after, pick));
  // The last pick ends the draft: it is said, then the end.
  if (after.status === "done") return before?.status === "done" ? "" : [...said, "The draft is done: every pick is in."].join(" ");
  if (after.status !== "running" && after.status !== "paused") return "";
  if (before && after.picks.length < before.picks.length) said.push("An admin undid the last pick.");
  if (after.status === "paused" && before?.status !== "paused") said.push("Paused by an admin: the clock keeps its time.");
  if (after.status === "running" && before?.status === "paused") said.push("The draft goes on.");
  if (after.status === "running" && (before?.turn?.overall !== after.turn?.overall || before?.status !== "running"))
    said.push(turnWords(after));
  return said.join(" ");
}

/** Whether the 10-second warning is due: your own running turn, inside its last 10 seconds, not yet said for this turn. */
export function warningDue(view: LiveDraftView, leftMs: number, warnedFor: number | undefined): boolean {
  const turn = view.turn;
  if (view.status !== "running" || !turn || turn.participantId !== view.me?.participantId) return false;
  // A clock of 10 seconds or less starts inside the warning: "your turn" says enough.
  if ((view.clock?.turnMs ?? 0) <= WARNING_MS) return false;
  return leftMs > 0 && leftMs <= WARNING_MS && warnedFor !== turn.overall;
}
