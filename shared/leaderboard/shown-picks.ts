import type { ScoredPick } from "../scoring";

/**
 * The picks a board shows, in slot order: the drafted players, each replacement right after the
 * departed player it replaced, the January extra pick, then picks a re-executed draft ended.
 * A past gameweek's table leaves out picks that started after it; the current table shows the
 * league's open picks even before their first gameweek (a new pick scores from the next one).
 * What it leaves out scores nothing on the board, so the board's totals are summed over these.
 */
export function shownPicks(picks: readonly ScoredPick[], gameweek: number, current: boolean): ScoredPick[] {
  const visible = picks.filter((p) => p.fromGameweek <= gameweek || (current && p.toGameweek === undefined));
  const order: ScoredPick[] = [];
  const place = (p: ScoredPick) => {
    order.push(p);
    for (const r of visible.filter((x) => x.kind === "replacement" && x.replaces === p.playerId && x.fromGameweek >= (p.toGameweek ?? 0)))
      place(r);
  };
  for (const p of visible.filter((x) => x.kind === "draft" && x.endReason !== "redraft")) place(p);
  order.push(...visible.filter((x) => x.kind === "extra"), ...visible.filter((x) => x.endReason === "redraft" && x.kind !== "draft"));
  order.push(...visible.filter((x) => x.endReason === "redraft" && x.kind === "draft"));
  return [...new Set(order)];
}
