import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * Goals one player scored in one gameweek: the feed's absolute value (double gameweeks
 * summed, fixtures listed), so writing it twice changes nothing. Stored only once non-zero.
 * Three access patterns, each one query: all goals of a gameweek, all goals of a player, and
 * all goals of the season (what a league's leaderboard needs in a constant number of reads).
 */
export const GameweekGoals = /* @__PURE__ */ tableEntity("gameweekGoals", {
  attributes: {
    /** The season label ("2025/26"): ids are re-issued every season, so every key carries it (product.md §10.13). */
    season: { type: "string", required: true },
    gameweekId: { type: "number", required: true },
    playerId: { type: "number", required: true },
    goals: { type: "number", required: true },
    fixtures: { type: "list", items: { type: "number" }, required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byGameweek: mainIndex(["season", "gameweekId"], ["playerId"]),
    byPlayer: secondaryIndex("gsi1", ["season", "playerId"], ["gameweekId"]),
    bySeason: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["season"], template: "fpl#goals#${season}" },
      sk: { field: "gsi2sk", composite: ["gameweekId", "playerId"] },
    },
  },
});

export type GameweekGoalsItem = EntityItem<typeof GameweekGoals>;
