import type { EntityItem } from "electrodb";
import { tableEntity } from "../table-entity";

/**
 * A season the store holds feed data for (product.md §10.13). The newest one is the feed's current
 * season; older ones stay readable for their leagues. One small partition, read whole.
 */
export const FeedSeason = /* @__PURE__ */ tableEntity("feedSeason", {
  attributes: {
    season: { type: "string", required: true },
    /** The first gameweek deadline the season was recognised by. */
    firstDeadline: { type: "string" },
    startedAt: { type: "string", required: true },
  },
  indexes: {
    all: {
      pk: { field: "pk", composite: [], template: "fpl#seasons" },
      sk: { field: "sk", composite: ["season"] },
    },
  },
});

export type FeedSeasonItem = EntityItem<typeof FeedSeason>;
