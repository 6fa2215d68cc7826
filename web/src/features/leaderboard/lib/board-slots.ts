import type { BoardPick } from "@/lib/leaderboard/types";

export interface BoardSlots {
  /** One per drafted player: the drafted pick, then any replacement of it after it left. */
  slots: BoardPick[][];
  /** The January window's extra pick. */
  extra?: BoardPick;
  /** Picks a re-executed draft ended: their goals still count. */
  earlier: BoardPick[];
}

/**
 * Groups a member's picks (in the board's order: each replacement right after the player it
 * replaced) into the table's columns: Pick 1–3 with their replacements, the extra pick, and
 * the earlier picks a re-execution ended.
 */
export function boardSlots(picks: readonly BoardPick[]): BoardSlots {
  const out: BoardSlots = { slots: [], earlier: [] };
  for (const pick of picks) {
    const last = out.slots[out.slots.length - 1];
    if (pick.kind === "replacement" && last && last[last.length - 1].playerId === pick.replaces) last.push(pick);
    else if (pick.kind === "extra" && !out.extra && pick.endReason !== "redraft") out.extra = pick;
    else if (pick.endReason === "redraft") out.earlier.push(pick);
    else out.slots.push([pick]);
  }
  return out;
}
