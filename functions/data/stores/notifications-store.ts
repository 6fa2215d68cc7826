import { Notification, NotificationMarker, type NotificationItem } from "../entities/notification";
import { newId } from "../table/ids";
import { isConditionFailure } from "../table/condition-failure";
import { putAll } from "../table/put-all";

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
async function notifyOnceAs(
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

/**
 * Many `notifyOnceAs` at once (a goal's alerts): each member's marker is created on its own, the
 * once-per-key check; a notification whose marker this call created cannot exist yet (it is only
 * ever written after its marker), so those are written together, 25 a BatchWriteItem, instead of
 * one conditional write each (decision 0343). A key already used takes `notifyOnceAs`'s path.
 * Answers each one's notification in order, as `notifyOnceAs` would.
 */
export async function notifyAllOnceAs(
  alerts: ReadonlyArray<{ userId: string; notificationId: string; notification: NewNotification; key: string }>,
): Promise<Array<NotificationItem | undefined>> {
  const createdAt = new Date().toISOString();
  const fresh = await Promise.all(
    alerts.map(async ({ userId, notificationId, key }) => {
      try {
        await NotificationMarker.create({ userId, key, createdAt, notificationId }).go();
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    }),
  );
  const written = alerts
    .filter((_, i) => fresh[i])
    .map((a): NotificationItem => ({ userId: a.userId, notificationId: a.notificationId, ...a.notification, isRead: false, createdAt }));
  if (written.length) await putAll(Notification, written);
  const byKey = new Map(written.map((n) => [`${n.userId}#${n.notificationId}`, n]));
  return Promise.all(
    alerts.map((a, i) =>
      fresh[i] ? byKey.get(`${a.userId}#${a.notificationId}`) : notifyOnceAs(a.userId, a.notificationId, a.notification, a.key),
    ),
  );
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
