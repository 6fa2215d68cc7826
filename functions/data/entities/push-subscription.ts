import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * One browser's Web Push subscription for a user. The id is a hash of the endpoint, so the
 * same browser subscribing twice keeps one item, and the id in a URL reveals nothing.
 */
export const PushSubscription = /* @__PURE__ */ tableEntity("pushSubscription", {
  attributes: {
    userId: { type: "string", required: true, readOnly: true },
    subscriptionId: { type: "string", required: true, readOnly: true },
    endpoint: { type: "string", required: true },
    p256dh: { type: "string", required: true },
    auth: { type: "string", required: true },
    userAgent: { type: "string" },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byUser: mainIndex(["userId"], ["subscriptionId"]),
  },
});

export type PushSubscriptionItem = EntityItem<typeof PushSubscription>;
