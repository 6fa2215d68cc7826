import type { FeedComparison, FeedDifference } from "../../shared/feed-types";
import type { PlayerFields } from "../data/stores/feed-store";

type Ours = Pick<PlayerFields, "playerId" | "webName" | "teamName" | "goalsScored" | "nowCost" | "status">;

const FIELDS: Array<[FeedDifference["field"], (p: Ours) => string | number]> = [
  ["Season goals", (p) => p.goalsScored],
  ["Price", (p) => p.nowCost],
  ["Name", (p) => p.webName],
  ["Team", (p) => p.teamName],
  ["Status", (p) => p.status],
];

/**
 * Every disagreement between the feed's players and ours, player by player and field by field,
 * biggest scorers first so the differences that move tables lead. Prices stay in tenths of £1m.
 */
export function comparePlayers(
  feed: Ours[],
  ours: Ours[],
): Pick<FeedComparison, "comparedPlayers" | "goalsMatch" | "priceMatch" | "differences"> {
  const stored = new Map(ours.map((p) => [p.playerId, p]));
  const seen = new Set<number>();
  const differences: FeedDifference[] = [];
  const who = (p: Ours) => ({ playerId: p.playerId, playerName: p.webName, teamName: p.teamName });
  for (const live of [...feed].sort((a, b) => b.goalsScored - a.goalsScored || a.playerId - b.playerId)) {
    seen.add(live.playerId);
    const mine = stored.get(live.playerId);
    if (!mine) {
      differences.push({ ...who(live), field: "Only in the feed", feed: live.goalsScored, ours: null });
      continue;
    }
    for (const [field, read] of FIELDS) {
      if (read(live) !== read(mine)) differences.push({ ...who(live), field, feed: read(live), ours: read(mine) });
    }
  }
  for (const mine of ours)
    if (!seen.has(mine.playerId)) differences.push({ ...who(mine), field: "Only in our database", feed: null, ours: mine.goalsScored });
  const missing = differences.some((d) => d.field === "Only in the feed" || d.field === "Only in our database");
  return {
    comparedPlayers: feed.length,
    goalsMatch: !missing && !differences.some((d) => d.field === "Season goals"),
    priceMatch: !missing && !differences.some((d) => d.field === "Price"),
    differences,
  };
}
