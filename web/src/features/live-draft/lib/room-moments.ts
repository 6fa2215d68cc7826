import type { LiveDraftView } from "@shared/contract/responses";

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
  if (after.status === "paused" && before?.status !== "paused") said.push("The draft is paused; the clock keeps its time.");
  if (after.status === "running" && before?.status === "paused") said.push("The draft goes on.");
  if (after.status === "running" && (before?.turn?.overall !== after.turn?.overall || before?.status !== "running"))
    said.push(turnWords(after));
  return said.join(" ");
}
