import type { EntityItem } from "electrodb";
import { mainIndex, secondaryIndex, tableEntity } from "../table/table-entity";

/**
 * A notification whose e-mail and push wait for the end of the user's quiet hours. The release
 * job reads the constant `held` partition of gsi1 up to now, oldest first.
 */
export const NotificationHold = /* @__PURE__ */ tableEntity("notificationHold", {
  attributes: {
    userId: { type: "string", required: true, readOnly: true },
    notificationId: { type: "string", required: true, readOnly: true },
    releaseAt: { type: "string", required: true },
    queue: { type: "string", required: true, default: "held" },
  },
  indexes: {
    byUser: mainIndex(["userId"], ["notificationId"]),
    due: secondaryIndex("gsi1", ["queue"], ["releaseAt", "userId", "notificationId"]),
  },
});

export type NotificationHoldItem = EntityItem<typeof NotificationHold>;
