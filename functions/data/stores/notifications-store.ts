import { Notification, NotificationMarker, type NotificationItem } from "../entities/notification";
import { newId } from "../table/ids";
import { isConditionFailure } from "../table/condition-failure";

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

/**
 * A notification at most once per user and key, under an id the caller computed (goal alerts):
 * the key's marker records the id, so a retry (after any step) or a later report of the same
 * goal finds that notification, writes it if an earlier attempt stopped before doing so, and
 * answers it, for announcing again (delivery is once per channel). Answers undefined only when
 * the key was used by a notification without an id of its own.
 */
export async function notifyOnceAs(
  userId: string,
  notificationId: string,
  notification: NewNotification,
  key: string,
): Promise<NotificationItem | undefined> {
  const createdAt = new Date().toISOString();
  let id = notificationId;
  try {
    await NotificationMarker.create({ userId, key, createdAt, notificationId }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const marked = (await NotificationMarker.get({ userId, key }).go()).data?.notificationId;
    if (!marked) return undefined;
    id = marked;
  }
  try {
    return (await Notification.create({ userId, notificationId: id, ...notification, isRead: false, createdAt }).go()).data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getNotification(userId, id);
  }
}

/** Whether a notification with this key was sent to the user. */
export async function wasNotified(userId: string, key: string): Promise<boolean> {
  return Boolean((await NotificationMarker.get({ userId, key }).go()).data);
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
