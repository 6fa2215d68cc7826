import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * A member's ranked candidates (up to 5) for the January window's extra pick, per season. It
 * lives in the league's partition (collection `roster`), so the window draft reads the league,
 * its members, their original selections and their candidates in one query. `revision` orders
 * saves as for selections.
 */
export const WindowPick = /* @__PURE__ */ tableEntity("windowPick", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    seasonName: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    playerIds: { type: "list", items: { type: "number" }, required: true },
    revision: { type: "number", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byLeague: {
      collection: "roster",
      pk: { field: "pk", composite: ["leagueId"] },
      sk: { field: "sk", composite: ["seasonName", "userId"] },
    },
  },
});

export type WindowPickItem = EntityItem<typeof WindowPick>;
