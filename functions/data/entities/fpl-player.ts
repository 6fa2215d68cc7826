import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * A player as the FPL feed shows him this season, with his club's name copied in so the
 * players list is one query. All players of a season share one partition: ~800 small items, read whole.
 */
export const FplPlayer = /* @__PURE__ */ tableEntity("fplPlayer", {
  attributes: {
    /** The season label ("2025/26"): ids are re-issued every season, so every key carries it (product.md §10.13). */
    season: { type: "string", required: true },
    playerId: { type: "number", required: true },
    /** Stable across seasons (ids are re-issued each season). */
    code: { type: "number", required: true },
    webName: { type: "string", required: true },
    firstName: { type: "string", required: true },
    secondName: { type: "string", required: true },
    teamId: { type: "number", required: true },
    teamName: { type: "string", required: true },
    position: { type: "string", required: true },
    nowCost: { type: "number", required: true },
    /** The feed's season total (absolute, never incremented). */
    goalsScored: { type: "number", required: true },
    ownGoals: { type: "number", required: true },
    minutes: { type: "number", required: true },
    status: { type: "string", required: true },
    news: { type: "string", required: true },
    removed: { type: "boolean", required: true },
    goalsLastSeason: { type: "number" },
    /** The season whose "last season" goals were fetched (product.md §10.9: once per season). */
    lastSeasonCheckedFor: { type: "string" },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    all: {
      pk: { field: "pk", composite: ["season"], template: "fpl#players#${season}" },
      sk: { field: "sk", composite: ["playerId"] },
    },
  },
});

export type FplPlayerItem = EntityItem<typeof FplPlayer>;
