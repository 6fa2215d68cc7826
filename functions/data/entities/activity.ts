import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";
import { categories, severities } from "../../../events/catalog";

/**
 * One line of a league's activity log (product.md §3, Activity log entry). The id is the
 * event's time plus its EventBridge id, so a redelivered event rewrites the same item.
 */
export const Activity = /* @__PURE__ */ tableEntity("activity", {
  attributes: {
    leagueId: { type: "string", required: true },
    activityId: { type: "string", required: true },
    timestamp: { type: "string", required: true },
    actionType: { type: "string", required: true },
    userId: { type: "string" },
    username: { type: "string", required: true },
    details: { type: "string", required: true },
    severity: { type: severities, required: true },
    category: { type: categories, required: true },
    metadata: { type: "any" },
    ipAddress: { type: "string" },
    userAgent: { type: "string" },
    /** Constant partition for the creator's all-leagues view, newest first by activityId. */
    feed: { type: "string", required: true, default: "all" },
  },
  indexes: {
    byLeague: mainIndex(["leagueId"], ["activityId"]),
    everywhere: secondaryIndex("gsi1", ["feed"], ["activityId"]),
  },
});

export type ActivityItem = EntityItem<typeof Activity>;
