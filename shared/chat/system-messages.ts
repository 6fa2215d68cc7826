import { listOfNames, plural, sentence } from "../text";
import type { SystemKind } from "./types";

/**
 * The league's moments as they post themselves into the chat (product.md §10.17): what each
 * says, from what the event that caused it carried. The words are stored with the message, so a
 * later rename does not rewrite history.
 */
export type SystemMoment =
  | { kind: "member_joined"; username: string }
  | { kind: "member_left"; username: string }
  | { kind: "member_removed"; username: string }
  | { kind: "draft_pick"; username: string; playerName: string; round: number; overall: number; auto?: boolean }
  | { kind: "draft_result"; picks: Array<{ username: string; playerNames: string[] }> }
  /** `inMatch`: which of the player's goals in this match it is (1 when missing: older lines). */
  | { kind: "goal"; playerName: string; usernames: string[]; inMatch?: number }
  | { kind: "goal_taken_back"; playerName: string; usernames: string[] }
  | { kind: "window_picks"; picks: Array<{ username: string; playerName: string }> }
  | { kind: "season_ended"; season: string; winners: string[]; goals: number };

type Texts = { [K in SystemKind]: (moment: Extract<SystemMoment, { kind: K }>) => string };

const texts: Texts = {
  member_joined: (m) => sentence(`${m.username} joined the league`),
  member_left: (m) => sentence(`${m.username} left the league`),
  member_removed: (m) => sentence(`${m.username} was removed from the league`),
  draft_pick: (m) => `${m.username} ${m.auto ? "was given" : "picked"} ${m.playerName} (round ${m.round}, pick ${m.overall}).`,
  draft_result: (m) =>
    m.picks.length === 0
      ? "The draft is done."
      : `The draft is done: ${m.picks.map((p) => `${p.username}: ${listOfNames(p.playerNames)}`).join("; ")}.`,
  goal: (m) =>
    `⚽ ${m.playerName} scored ${(m.inMatch ?? 1) > 1 ? "again " : ""}for ${listOfNames(m.usernames)}${againIn(m.inMatch ?? 1)}.`,
  goal_taken_back: (m) => `${m.playerName}'s goal for ${listOfNames(m.usernames)} was taken back.`,
  window_picks: (m) =>
    m.picks.length === 0
      ? "The January window's draft is done: nobody changed a player."
      : `The January window's draft is done: ${m.picks.map((p) => `${p.username} picked ${p.playerName}`).join("; ")}.`,
  season_ended: (m) =>
    m.winners.length === 0
      ? `The ${m.season} season is over.`
      : `The ${m.season} season is over: ${listOfNames(m.winners)} ${m.winners.length === 1 ? "wins" : "share the title"} with ${plural(m.goals, "goal")}.`,
};

/**
 * A brace posts two lines; saying which goal each is keeps the second from reading like the first
 * posted twice.
 */
function againIn(inMatch: number): string {
  if (inMatch <= 1) return "";
  return inMatch === 3 ? ": a hat-trick" : `: ${inMatch} in this match`;
}

export function systemText(moment: SystemMoment): string {
  return (texts[moment.kind] as (m: SystemMoment) => string)(moment);
}
