/**
 * Autopick (product.md §10.15): the member's own ranked list first, so it never surprises;
 * when none of their 15 is free, the free player with the most goals last season, then this
 * season, then the lowest id. The room shows this choice all the time, so the same function
 * answers "who would autopick take for me now" and "who did the clock take".
 */
export interface AutopickPlayer {
  id: number;
  /** The feed's status; "u" has left the league and cannot be drafted. */
  status: string;
  /** Undefined when the season before has no data for the player. */
  goalsLastSeason?: number;
  goalsThisSeason: number;
}

export type AutopickChoice =
  { playerId: number; reason: "ranked"; rank: number } | { playerId: number; reason: "best-available" } | undefined;

export const isDraftable = (player: AutopickPlayer | undefined, taken: ReadonlySet<number>): player is AutopickPlayer =>
  player !== undefined && player.status !== "u" && !taken.has(player.id);

/** Best free player by the fallback's order: last season's goals, this season's, lowest id. */
function bestAvailable(players: Iterable<AutopickPlayer>, taken: ReadonlySet<number>): AutopickPlayer | undefined {
  let best: AutopickPlayer | undefined;
  for (const p of players) {
    if (!isDraftable(p, taken)) continue;
    if (best === undefined) {
      best = p;
      continue;
    }
    const last = (p.goalsLastSeason ?? 0) - (best.goalsLastSeason ?? 0);
    const now = p.goalsThisSeason - best.goalsThisSeason;
    if (last > 0 || (last === 0 && (now > 0 || (now === 0 && p.id < best.id)))) best = p;
  }
  return best;
}

export function autopickChoice(
  ranked: readonly number[],
  players: ReadonlyMap<number, AutopickPlayer>,
  taken: ReadonlySet<number>,
): AutopickChoice {
  for (const [i, id] of ranked.entries()) {
    if (isDraftable(players.get(id), taken)) return { playerId: id, reason: "ranked", rank: i + 1 };
  }
  const best = bestAvailable(players.values(), taken);
  return best ? { playerId: best.id, reason: "best-available" } : undefined;
}

/** The audit log's words for an autopick: what it took and why (product.md §10.15 asks for both). */
export function autopickWhy(choice: NonNullable<AutopickChoice>, cause: "clock" | "autopick-on"): string {
  const trigger = cause === "clock" ? "the clock ran out" : "autopick is on";
  return choice.reason === "ranked"
    ? `AUTOPICK (${trigger}): choice #${choice.rank}, the highest-ranked free player of their list`
    : `AUTOPICK (${trigger}): none of their list was free, so the free player with the most goals last season`;
}
