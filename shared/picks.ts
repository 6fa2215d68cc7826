import { MAX_REVISION_LEAD_MS, RANDOM_PICKS_MIN_GOALS_LAST_SEASON, SELECTIONS_PER_USER } from "./constants";

/**
 * Rules for a member's ranked selections (product.md §5): up to 15 distinct known players, order is
 * priority; registering needs exactly 15.
 */
export type SelectionProblem = "TOO_MANY" | "DUPLICATE" | "UNKNOWN_PLAYER" | "PLAYER_LEFT" | "NOT_FIFTEEN";

/** `statusOf` gives a known player's feed status, undefined for a player the feed does not hold. */
export function selectionProblem(
  ids: readonly number[],
  statusOf: (id: number) => string | undefined,
  mustBeComplete: boolean,
): SelectionProblem | undefined {
  if (ids.length > SELECTIONS_PER_USER) return "TOO_MANY";
  if (new Set(ids).size !== ids.length) return "DUPLICATE";
  if (ids.some((id) => statusOf(id) === undefined)) return "UNKNOWN_PLAYER";
  // A departed player can never be drafted (the draft skips them), so a list holding one would waste a rank.
  if (ids.some((id) => statusOf(id) === DEPARTED_STATUS)) return "PLAYER_LEFT";
  if (mustBeComplete && ids.length !== SELECTIONS_PER_USER) return "NOT_FIFTEEN";
  return undefined;
}

export const selectionMessages: Record<SelectionProblem, string> = {
  TOO_MANY: `You can select at most ${SELECTIONS_PER_USER} players.`,
  DUPLICATE: "A player can be selected only once.",
  UNKNOWN_PLAYER: "One of the selected players is not in the player list.",
  PLAYER_LEFT: "One of the selected players has left the Premier League. Please remove them and save again.",
  NOT_FIFTEEN: "Please select exactly 15 players before saving.",
};

export type Readiness = "No Picks" | "In Progress" | "Ready";

/** Readiness by selection count (product.md §4: 0, 1–14, 15 or more). */
export function readiness(count: number): Readiness {
  if (count === 0) return "No Picks";
  return count >= SELECTIONS_PER_USER ? "Ready" : "In Progress";
}

/** The feed's status for a player who has left the Premier League: shown, never pickable. */
export const DEPARTED_STATUS = "u";

/** 15 random players among those with 5+ goals last season who are still in the league, drawn without repeats. */
export function randomPicks<T extends { id: number; goalsLastSeason?: number | null; status?: string }>(
  players: readonly T[],
  random: () => number,
): { picks: T[]; eligible: number } {
  const eligible = players.filter((p) => p.status !== DEPARTED_STATUS && (p.goalsLastSeason ?? 0) >= RANDOM_PICKS_MIN_GOALS_LAST_SEASON);
  const pool = [...eligible];
  const picks: T[] = [];
  while (picks.length < SELECTIONS_PER_USER && pool.length > 0) {
    picks.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  }
  return { picks, eligible: eligible.length };
}

/**
 * Save revisions are the SPA's clock in ms. The newest revision a save may carry: a little
 * ahead of the server's clock for skew, never so far that one save outranks every later one.
 */
export const revisionCeiling = (now: number) => now + MAX_REVISION_LEAD_MS;

/**
 * The revision for a save the server makes itself (copying a list): newer than the stored one
 * so it wins, unless the stored one is beyond the ceiling (a list frozen before the bound
 * existed), which counts as no revision at all.
 */
export function serverRevision(stored: number | undefined, now: number): number {
  const live = stored !== undefined && stored <= revisionCeiling(now) ? stored : 0;
  return Math.max(now, live + 1);
}
