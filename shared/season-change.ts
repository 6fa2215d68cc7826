/**
 * Starting a league's next season (product.md §10.13): when it may start, the label it
 * takes, and last season's goals carried over by player `code` from our own stored season.
 */

/** "2025/26" → "2026/27". */
export function nextSeasonLabel(label: string): string {
  const start = Number(label.slice(0, 4)) + 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A league's season is over once every gameweek of it is finished. */
export function seasonIsOver(gameweeks: ReadonlyArray<{ isFinished: boolean }>): boolean {
  return gameweeks.length > 0 && gameweeks.every((g) => g.isFinished);
}

export type SeasonChange = { ok: true; from: string; to: string } | { ok: false; reason: "SEASON_NOT_OVER" | "NO_NEWER_SEASON" };

/**
 * The store season a league moves to: the one right after its own, offered only when its own is
 * over and the store already holds a newer one (the feed has moved on). `seasons` oldest first.
 * A season the feed left for a newer one (`left`) is over as stored, even when no refresh saw
 * its last gameweeks finish: the feed will never answer them again.
 */
export function seasonChange(
  own: string,
  seasons: readonly string[],
  ownGameweeks: ReadonlyArray<{ isFinished: boolean }>,
  left = false,
): SeasonChange {
  const next = seasons.find((s) => s > own);
  if (!next) return { ok: false, reason: "NO_NEWER_SEASON" };
  if (!left && !seasonIsOver(ownGameweeks)) return { ok: false, reason: "SEASON_NOT_OVER" };
  return { ok: true, from: own, to: next };
}

/**
 * Goals last season for this season's players, from last season's stored totals matched by the
 * player's `code` (ids are re-issued every season): 0 for a player we did not hold last season.
 */
export function goalsLastSeasonByCode(
  lastSeason: ReadonlyArray<{ code: number; goalsScored: number }>,
  thisSeason: ReadonlyArray<{ playerId: number; code: number }>,
): Map<number, number> {
  const byCode = new Map(lastSeason.map((p) => [p.code, p.goalsScored]));
  return new Map(thisSeason.map((p) => [p.playerId, byCode.get(p.code) ?? 0]));
}
