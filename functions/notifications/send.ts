import type { NotificationItem } from "../data/entities/notification";
import { notify, notifyAllOnceAs, type NewNotification } from "../data/stores/notifications-store";
import { announceNotifications } from "../lib/event-bus";

export interface Outgoing {
  userId: string;
  notification: NewNotification;
  /** Only the first notification with this key per user lands (reminders, redelivered events). */
  dedupeKey?: string;
  /**
   * With a dedupe key: the notification's id, computed by the caller. The key then always
   * answers that one notification, which is announced again (goal alerts: a retry that stopped
   * after writing still delivers, and delivery is once per channel).
   */
  notificationId?: string;
}

/** How many notifications are written at once during a fan-out. */
const WRITE_CONCURRENCY = 16;

/**
 * Every notification goes through here: stored for the bell, then announced so the delivery
 * rule (deliver.ts) sends its e-mail and push off the request path. Each chunk is announced as
 * soon as it is stored, so a fan-out cut short (a timeout) has delivered what it wrote and its
 * retry, skipping the recipients whose dedupe key is used, carries on. Answers what was stored.
 */
export async function sendNotifications(outgoing: Outgoing[]): Promise<NotificationItem[]> {
  const stored: NotificationItem[] = [];
  for (let i = 0; i < outgoing.length; i += WRITE_CONCURRENCY) {
    const chunk = outgoing.slice(i, i + WRITE_CONCURRENCY);
    // Those with their own id and key (goal alerts) are written together; the others one by one.
    const alerts = chunk.flatMap((o) =>
      o.notificationId && o.dedupeKey
        ? [{ userId: o.userId, notificationId: o.notificationId, notification: o.notification, key: o.dedupeKey }]
        : [],
    );
    const others = chunk.filter((o) => !(o.notificationId && o.dedupeKey));
    const written = (
      await Promise.all([notifyAllOnceAs(alerts), Promise.all(others.map((o) => notify(o.userId, o.notification, o.dedupeKey)))])
    )
      .flat()
      .filter((n): n is NotificationItem => n !== undefined);
    await announceNotifications(written.map((n) => ({ userId: n.userId, notificationId: n.notificationId })));
    stored.push(...written);
  }
  return stored;
}

export async function sendNotification(
  userId: string,
  notification: NewNotification,
  dedupeKey?: string,
): Promise<NotificationItem | undefined> {
  return (await sendNotifications([{ userId, notification, dedupeKey }]))[0];
}
