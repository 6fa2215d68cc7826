import type { WindowState } from "./calendar";

/** How many candidates a member ranks for the January window's extra pick (product.md §10.11). */
export const WINDOW_CANDIDATES_MAX = 5;

export type CandidateProblem =
  "WINDOW_NOT_OPEN" | "WINDOW_CLOSED" | "LEAGUE_NOT_LIVE" | "TOO_MANY" | "DUPLICATE" | "UNKNOWN_PLAYER" | "PLAYER_LEFT";

export const candidateMessages: Record<CandidateProblem, string> = {
  WINDOW_NOT_OPEN: "The January window is not open yet. Extra picks can be ranked from 1 January.",
  WINDOW_CLOSED: "The January window has closed. Extra picks are locked.",
  LEAGUE_NOT_LIVE: "Only leagues live before the transfer deadline take part in the January window.",
  TOO_MANY: `You can rank at most ${WINDOW_CANDIDATES_MAX} players for your extra pick.`,
  DUPLICATE: "A player can be ranked only once.",
  UNKNOWN_PLAYER: "One of the ranked players is not in the player list.",
  PLAYER_LEFT: "One of the ranked players has left the Premier League.",
};

/** Whether a member's ranked candidates may be saved now: window open, league live, up to 5 distinct current players. */
export function candidateProblem(input: {
  state: WindowState;
  leagueIsLive: boolean;
  playerIds: readonly number[];
  statusOf: (id: number) => string | undefined;
}): CandidateProblem | undefined {
  if (input.state === "upcoming") return "WINDOW_NOT_OPEN";
  if (input.state === "closed") return "WINDOW_CLOSED";
  if (!input.leagueIsLive) return "LEAGUE_NOT_LIVE";
  if (input.playerIds.length > WINDOW_CANDIDATES_MAX) return "TOO_MANY";
  if (new Set(input.playerIds).size !== input.playerIds.length) return "DUPLICATE";
  if (input.playerIds.some((id) => input.statusOf(id) === undefined)) return "UNKNOWN_PLAYER";
  if (input.playerIds.some((id) => input.statusOf(id) === "u")) return "PLAYER_LEFT";
  return undefined;
}
