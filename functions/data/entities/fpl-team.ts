import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/** A Premier League club this season; `code` is stable across seasons, `teamId` is not. */
export const FplTeam = /* @__PURE__ */ tableEntity("fplTeam", {
  attributes: {
    /** The season label ("2025/26"): ids are re-issued every season, so every key carries it (product.md §10.13). */
    season: { type: "string", required: true },
    teamId: { type: "number", required: true },
    code: { type: "number", required: true },
    name: { type: "string", required: true },
    shortName: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    all: {
      pk: { field: "pk", composite: ["season"], template: "fpl#teams#${season}" },
      sk: { field: "sk", composite: ["teamId"] },
    },
  },
});

export type FplTeamItem = EntityItem<typeof FplTeam>;
