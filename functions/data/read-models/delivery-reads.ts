import { must } from "../../../shared/must";
import { withDefaults, type NotificationPreferences } from "../../../shared/notification-preferences";
import { batchGet, type Key } from "../table/batch-get";
import { Notification, type NotificationItem } from "../entities/notification";
import { NotificationPreference } from "../entities/notification-preference";
import { User, type UserItem } from "../entities/user";

const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;
/** BatchGetItem's limit. */
const KEYS_PER_CALL = 100;

export interface DeliveryRead {
  notification?: NotificationItem;
  user?: UserItem;
  preferences: NotificationPreferences;
}

/**
 * What delivering each of a chunk's notifications starts from: the notification, its member and
 * the member's preferences, in one BatchGetItem for a chunk of 16 (48 keys at most) instead of
 * three GetItems per notification (decision 0343). A member or notification named twice is read once.
 */
export async function deliveryReads(refs: ReadonlyArray<{ userId: string; notificationId: string }>): Promise<DeliveryRead[]> {
  const users = [...new Set(refs.map((r) => r.userId))];
  const keyed = {
    notifications: refs.map((r) => Notification.get({ userId: r.userId, notificationId: r.notificationId }).params().Key as Key),
    users: users.map((userId) => User.get({ userId }).params().Key as Key),
    preferences: users.map((userId) => NotificationPreference.get({ userId }).params().Key as Key),
  };
  // BatchGetItem refuses a list naming a key twice (a chunk announced again holds the same notification).
  const keys = [...keyed.notifications, ...keyed.users, ...keyed.preferences].filter(
    (key, i, all) => all.findIndex((k) => sameKey(k, key)) === i,
  );
  const items = (
    await Promise.all(
      Array.from({ length: Math.ceil(keys.length / KEYS_PER_CALL) }, (_, i) =>
        batchGet(keys.slice(i * KEYS_PER_CALL, (i + 1) * KEYS_PER_CALL)),
      ),
    )
  ).flat();
  const find = (key: Key) => items.find((item) => sameKey(item, key));
  const userOf = new Map(
    users.map((userId, i) => {
      const user = find(keyed.users[i]);
      const stored = find(keyed.preferences[i]);
      const preferences = stored ? NotificationPreference.parse({ Item: stored }).data : undefined;
      return [
        userId,
        {
          user: user ? (User.parse({ Item: user }).data ?? undefined) : undefined,
          preferences: withDefaults(preferences ? { channels: preferences.channels, quietHours: preferences.quietHours } : undefined),
        },
      ];
    }),
  );
  return refs.map((r, i) => {
    const item = find(keyed.notifications[i]);
    return {
      notification: item ? (Notification.parse({ Item: item }).data ?? undefined) : undefined,
      ...must(userOf.get(r.userId), "the member's reads"),
    };
  });
}
