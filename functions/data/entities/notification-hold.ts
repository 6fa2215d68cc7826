import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { documentClient, tableName } from "../client";

/**
 * A notification whose e-mail and push wait for the end of the user's quiet hours. The release
 * job reads the constant `held` partition of gsi1 up to now, oldest first.
 */
export const NotificationHold = entity(
  {
    model: { entity: "notificationHold", version: "1", service: "treble" },
    attributes: {
      userId: { type: "string", required: true, readOnly: true },
      notificationId: { type: "string", required: true, readOnly: true },
      releaseAt: { type: "string", required: true },
      queue: { type: "string", required: true, default: "held" },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: ["notificationId"] },
      },
      due: {
        index: "gsi1",
        pk: { field: "gsi1pk", composite: ["queue"] },
        sk: { field: "gsi1sk", composite: ["releaseAt", "userId", "notificationId"] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

export type NotificationHoldItem = EntityItem<typeof NotificationHold>;
