import type { EntityItem } from "electrodb";
import { tableEntity } from "../table/table-entity";

/**
 * A member's ranked selections (up to 15 player ids, best first): the list the draft uses.
 * It lives in the league's partition (collection `roster`), so one query reads the league, its
 * members and everyone's selections. `revision` orders saves: an older save never lands after
 * a newer one.
 */
export const Selection = /* @__PURE__ */ tableEntity("selection", {
  attributes: {
    leagueId: { type: "string", required: true, readOnly: true },
    userId: { type: "string", required: true, readOnly: true },
    playerIds: { type: "list", items: { type: "number" }, required: true },
    revision: { type: "number", required: true },
    updatedAt: { type: "string", required: true },
    /** When the member last submitted a full list (POST /api/register). */
    registeredAt: { type: "string" },
  },
  indexes: {
    byLeague: {
      collection: "roster",
      pk: { field: "pk", composite: ["leagueId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type SelectionItem = EntityItem<typeof Selection>;
