import type { BoardPick, BoardRow } from "@shared/contract/responses";

/**
 * The gameweek the league's points count from: its drafted players' first scoring gameweek (the
 * feed's next gameweek when the draft made the league live, product.md §10.14). Undefined
 * before anyone has a pick.
 */
export function scoringStartOf(rows: readonly BoardRow[]): number | undefined {
  const starts = rows.flatMap((r) => r.picks.filter((p) => p.kind === "draft").map((p) => p.fromGameweek));
  return starts.length > 0 ? Math.min(...starts) : undefined;
}

/**
 * What the board says above the table once points do not count from the season's first
 * gameweek: a member whose players scored in the gameweek the league went live otherwise reads
 * a 0 with no reason.
 */
export function scoringStartNote(start: number | undefined): string | null {
  if (start === undefined || start <= 1) return null;
  return `Points count from GW ${start}, the first gameweek after the league went live: goals scored before it don't count.`;
}

/** One pick's scoring window, as a player's tooltip and a phone's pick line say it. */
export function pickWindowText(pick: Pick<BoardPick, "fromGameweek" | "toGameweek">): string {
  return pick.toGameweek === undefined ? `counts from GW ${pick.fromGameweek}` : `counted GW ${pick.fromGameweek}–${pick.toGameweek}`;
}
