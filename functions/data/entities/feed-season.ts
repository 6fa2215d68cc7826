import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * A season the store holds feed data for (product.md §10.13). The newest one is the feed's current
 * season; older ones stay readable for their leagues. One small partition, read whole.
 */
export const FeedSeason = /* @__PURE__ */ tableEntity("feedSeason", {
  attributes: {
    season: { type: "string", required: true },
    /** The first gameweek deadline the season was recognised by, on the season's own calendar. */
    firstDeadline: { type: "string" },
    startedAt: { type: "string", required: true },
    /**
     * How far the feed last moved the season's dates (the local replay's shift onto today; 0 for
     * the real feed): the season's own calendar is the feed's dates less this.
     */
    shiftMs: { type: "number" },
    /** When the feed moved on to a newer season: nothing of this one is read again, so it is over as stored. */
    leftAt: { type: "string" },
  },
  indexes: {
    all: {
      pk: { field: "pk", composite: [], template: "fpl#seasons" },
      sk: { field: "sk", composite: ["season"] },
    },
  },
});

export type FeedSeasonItem = EntityItem<typeof FeedSeason>;
