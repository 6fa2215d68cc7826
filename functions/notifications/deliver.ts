import type { EventBridgeEnvelope, NotificationCreatedDetail } from "../../events/catalog";
import { isQuiet, quietUntil } from "../../shared/quiet-hours";
import type { NotificationItem } from "../data/entities/notification";
import { getLeague } from "../data/leagues-store";
import {
  claimDelivery,
  getPreferences,
  holdNotification,
  pushSubscriptionsOf,
  releaseDelivery,
  removePushSubscription,
  suppressionOf,
} from "../data/notification-settings-store";
import { getNotification } from "../data/notifications-store";
import { getUser } from "../data/users-store";
import { config } from "../lib/config";
import { renderMail } from "./mail-template";
import type { Story } from "./story";
import { unsubscribeToken } from "./unsubscribe-token";

const ACTION_LABELS: Record<string, string> = {
  "/register": "Make your picks",
  "/leaderboard": "Open the leaderboard",
  "/home": "Open Treble",
  "/draft-room": "Open the draft room",
};

/** Claims the channel, sends, and gives the claim back if the send failed, so a retry can send. */
async function once(userId: string, notificationId: string, channel: string, send: () => Promise<void>): Promise<boolean> {
  if (!(await claimDelivery(userId, notificationId, channel))) return false;
  try {
    await send();
    return true;
  } catch (error) {
    await releaseDelivery(userId, notificationId, channel);
    throw error;
  }
}

export interface Delivered {
  email: boolean;
  push: number;
  held: boolean;
}

/**
 * Sends one stored notification's e-mail and push, as the member's preferences say: not at all
 * if that type's channel is off, not to an address that bounced or complained, and not during
 * quiet hours (it is held, and the release job sends it when they end).
 */
export async function deliver(
  userId: string,
  notificationId: string,
  options: { now?: Date; released?: boolean } = {},
): Promise<Delivered> {
  const none: Delivered = { email: false, push: 0, held: false };
  const [notification, user, preferences] = await Promise.all([
    getNotification(userId, notificationId),
    getUser(userId),
    getPreferences(userId),
  ]);
  if (!notification || !user) return none;
  const prefs = preferences.channels[notification.type];
  const wants = {
    email: prefs.email && !notification.withheld?.includes("email"),
    push: prefs.push && !notification.withheld?.includes("push"),
  };
  const email = wants.email && Boolean(config.notificationSecret) && !(await suppressionOf(user.email));
  const subscriptions = wants.push && config.pushEnabled ? await pushSubscriptionsOf(userId) : [];
  if (!email && subscriptions.length === 0) return none;

  const now = options.now ?? new Date();
  if (!options.released && isQuiet(now, preferences.quietHours)) {
    await holdNotification(userId, notificationId, quietUntil(now, preferences.quietHours));
    return { ...none, held: true };
  }

  const result = { ...none };
  if (email) result.email = await once(userId, notificationId, "email", () => mailOf(notification, user));
  for (const subscription of subscriptions) {
    // The mail and push libraries load on first use, not in the function's init: Lambda allows
    // init 10 s, and a cold fan-out starts many environments at once.
    const { sendPush, SubscriptionGone } = await import("./push");
    const sent = await once(userId, notificationId, `push#${subscription.subscriptionId}`, async () => {
      try {
        await sendPush(subscription, {
          title: notification.title,
          body: notification.message,
          url: notification.actionUrl ?? "/home",
          tag: notification.notificationId,
        });
      } catch (error) {
        // An expired browser subscription is not a failure to retry: forget it.
        if (!(error instanceof SubscriptionGone)) throw error;
        await removePushSubscription(userId, subscription.subscriptionId);
      }
    });
    if (sent) result.push++;
  }
  return result;
}

async function mailOf(notification: NotificationItem, user: { userId: string; email: string; username: string }) {
  const app = config.publicUrl;
  const token = unsubscribeToken({ userId: user.userId, type: notification.type }, config.notificationSecret);
  const path = notification.actionUrl ?? "/home";
  const rendered = renderMail({
    type: notification.type,
    title: notification.title,
    message: notification.message,
    leagueName: notification.leagueName ?? (notification.leagueId ? (await getLeague(notification.leagueId))?.name : undefined),
    actionUrl: `${app}${path}`,
    actionLabel: ACTION_LABELS[path] ?? "Open Treble",
    unsubscribeUrl: `${app}/profile-settings?unsubscribe=${encodeURIComponent(token)}`,
    preferencesUrl: `${app}/profile-settings#notifications`,
    recipientName: user.username,
    story: notification.story as Story | undefined,
  });
  const { sendMail } = await import("./mailer"); // on first use, like the push library above
  await sendMail({ ...rendered, to: user.email, oneClickUnsubscribeUrl: `${app}/api/unsubscribe?token=${encodeURIComponent(token)}` });
}

/** EventBridge target (events/rules.ts): one announced notification. Retried by EventBridge on error. */
export async function handler(event: EventBridgeEnvelope<NotificationCreatedDetail>): Promise<Delivered> {
  return deliver(event.detail.userId, event.detail.notificationId);
}
