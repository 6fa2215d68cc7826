import { Notification, NotificationMarker, type NotificationItem } from "./entities/notification";
import { newId } from "./ids";
import { isConditionFailure } from "./condition-failure";

export type NewNotification = Pick<NotificationItem, "type" | "title" | "message"> &
  Partial<Pick<NotificationItem, "actionUrl" | "leagueId" | "leagueName" | "story" | "withheld">>;

/**
 * Writes a notification; with a dedupe key, only the first for that user and key lands.
 * Answers the stored notification, or undefined when the key was already used.
 */
export async function notify(userId: string, notification: NewNotification, dedupeKey?: string): Promise<NotificationItem | undefined> {
  const createdAt = new Date().toISOString();
  if (dedupeKey) {
    try {
      await NotificationMarker.create({ userId, key: dedupeKey, createdAt }).go();
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
  return (await Notification.create({ userId, notificationId: newId(), ...notification, isRead: false, createdAt }).go()).data;
}

export async function getNotification(userId: string, notificationId: string): Promise<NotificationItem | undefined> {
  return (await Notification.get({ userId, notificationId }).go()).data ?? undefined;
}

/** Newest first; the bell shows the latest 50. */
export async function notificationsOf(userId: string, limit = 50): Promise<NotificationItem[]> {
  return (await Notification.query.byUser({ userId }).go({ order: "desc", limit })).data;
}

export async function markRead(userId: string, notificationId: string): Promise<boolean> {
  try {
    await Notification.patch({ userId, notificationId }).set({ isRead: true }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function markAllRead(userId: string): Promise<number> {
  const unread = (await Notification.query.byUser({ userId }).go({ pages: "all" })).data.filter((n) => !n.isRead);
  for (const n of unread) await Notification.patch({ userId, notificationId: n.notificationId }).set({ isRead: true }).go();
  return unread.length;
}
