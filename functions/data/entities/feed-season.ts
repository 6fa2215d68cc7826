import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/**
 * A season the store holds feed data for (decision 13). The newest one is the feed's current
 * season; older ones stay readable for their leagues. One small partition, read whole.
 */
export const FeedSeason = entity(
  {
    model: { entity: "feedSeason", version: "1", service: "treble" },
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
  },
  { client: documentClient, table: tableName() },
);

export type FeedSeasonItem = EntityItem<typeof FeedSeason>;
