import { mainIndex, tableEntity } from "../table/table-entity";

/**
 * A member's notification preferences (shared/notification-preferences.ts), one item in the
 * user's partition; absent until they first save, when the defaults apply.
 */
export const NotificationPreference = /* @__PURE__ */ tableEntity("notificationPreference", {
  attributes: {
    userId: { type: "string", required: true, readOnly: true },
    /** Per type, per channel switches; validated by the shared schema before it is written. */
    channels: { type: "any", required: true },
    quietHours: { type: "any", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byUser: mainIndex(["userId"], []),
  },
});
