import type { NotificationItem } from "../data/entities/notification";
import { notify, type NewNotification } from "../data/notifications-store";
import { announceNotifications } from "../lib/event-bus";

export interface Outgoing {
  userId: string;
  notification: NewNotification;
  /** Only the first notification with this key per user lands (reminders, redelivered events). */
  dedupeKey?: string;
}

/** How many notifications are written at once during a fan-out. */
const WRITE_CONCURRENCY = 16;

/**
 * Every notification goes through here: stored for the bell, then announced so the delivery
 * rule (deliver.ts) sends its e-mail and push off the request path. Answers what was stored.
 */
export async function sendNotifications(outgoing: Outgoing[]): Promise<NotificationItem[]> {
  const stored: NotificationItem[] = [];
  for (let i = 0; i < outgoing.length; i += WRITE_CONCURRENCY) {
    const chunk = outgoing.slice(i, i + WRITE_CONCURRENCY);
    const written = await Promise.all(chunk.map((o) => notify(o.userId, o.notification, o.dedupeKey)));
    stored.push(...written.filter((n): n is NotificationItem => n !== undefined));
  }
  await announceNotifications(stored.map((n) => ({ userId: n.userId, notificationId: n.notificationId })));
  return stored;
}

export async function sendNotification(userId: string, notification: NewNotification, dedupeKey?: string): Promise<NotificationItem | undefined> {
  return (await sendNotifications([{ userId, notification, dedupeKey }]))[0];
}
