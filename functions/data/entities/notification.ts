import type { EntityItem } from "electrodb";
import { mainIndex, tableEntity } from "../table/table-entity";
import { notificationTypes } from "../../../shared/notification-types";

/** A notification for one user (product.md §3, Notification), kept in the user's partition. */
export const Notification = /* @__PURE__ */ tableEntity("notification", {
  attributes: {
    userId: { type: "string", required: true, readOnly: true },
    notificationId: { type: "string", required: true, readOnly: true },
    type: { type: notificationTypes, required: true },
    title: { type: "string", required: true },
    message: { type: "string", required: true },
    actionUrl: { type: "string" },
    leagueId: { type: "string" },
    /** The league's name when it was sent, for the mail's header (a later rename does not rewrite old news). */
    leagueName: { type: "string" },
    /** What a mail shows beyond the message: a draft's three players, a weekly story's tables. */
    story: { type: "any" },
    /**
     * Channels this one notification never uses, whatever the member's preferences: a fast live
     * draft's turn is not mailed (it is over long before the mail is read), and a member watching
     * the room at their turn gets no push on top of the room's own signal.
     */
    withheld: { type: "set", items: ["email", "push"] as const },
    isRead: { type: "boolean", required: true, default: false },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byUser: mainIndex(["userId"], ["notificationId"]),
  },
});

/**
 * A marker that a notification with this key was already sent to this user: created with a
 * conditional write, so reminders run twice (or an event delivered twice) notify once.
 */
export const NotificationMarker = /* @__PURE__ */ tableEntity("notificationMarker", {
  attributes: {
    userId: { type: "string", required: true },
    key: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    /** The notification the key gave (goal alerts): a retry or a later report of the same goal finds it, instead of writing another. */
    notificationId: { type: "string" },
  },
  indexes: {
    byUser: mainIndex(["userId"], ["key"]),
  },
});

export type NotificationItem = EntityItem<typeof Notification>;
