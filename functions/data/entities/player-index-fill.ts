import { tableEntity } from "../table/table-entity";

/**
 * A season whose players' index lists every live league: written once the leagues that went live
 * before the index existed have been indexed (decision 0263, the players' index filled once per
 * season). Leagues going live after it are indexed by their own draft, window or restore.
 */
export const PlayerIndexFill = /* @__PURE__ */ tableEntity("playerIndexFill", {
  attributes: {
    season: { type: "string", required: true },
    filledAt: { type: "string", required: true },
    /** The leagues of the season the fill walked (each indexed, or found indexed already). */
    leagues: { type: "number", required: true },
  },
  indexes: {
    bySeason: {
      pk: { field: "pk", composite: ["season"], template: "playerindex#${season}" },
      sk: { field: "sk", composite: [], template: "filled" },
    },
  },
});
