import type { EntityItem } from "electrodb";
import { entity } from "../built-on-first-use";
import { notificationTypes } from "../../../shared/notification-types";
import { documentClient, tableName } from "../client";

/** A notification for one user (spec entities: Notification), kept in the user's partition. */
export const Notification = entity(
  {
    model: { entity: "notification", version: "1", service: "treble" },
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
      isRead: { type: "boolean", required: true, default: false },
      createdAt: { type: "string", required: true },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: ["notificationId"] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

/**
 * A marker that a notification with this key was already sent to this user: created with a
 * conditional write, so reminders run twice (or an event delivered twice) notify once.
 */
export const NotificationMarker = entity(
  {
    model: { entity: "notificationMarker", version: "1", service: "treble" },
    attributes: {
      userId: { type: "string", required: true },
      key: { type: "string", required: true },
      createdAt: { type: "string", required: true },
    },
    indexes: {
      byUser: {
        pk: { field: "pk", composite: ["userId"] },
        sk: { field: "sk", composite: ["key"] },
      },
    },
  },
  { client: documentClient, table: tableName() },
);

export type NotificationItem = EntityItem<typeof Notification>;
