import type { EventBridgeEnvelope, NotificationCreatedDetail, NotificationRef } from "../../events/catalog";
import { goalSummary, isGoalStory } from "../../shared/goal-alerts";
import { isQuiet, quietUntil } from "../../shared/quiet-hours";
import type { NotificationItem } from "../data/entities/notification";
import { deliveryReads } from "../data/read-models/delivery-reads";
import { getLeague } from "../data/stores/leagues-store";
import {
  claimDelivery,
  getPreferences,
  holdNotification,
  pushSubscriptionsOf,
  releaseDelivery,
  removePushSubscription,
  suppressionOf,
} from "../data/stores/notification-settings-store";
import { getNotification } from "../data/stores/notifications-store";
import { getUser } from "../data/stores/users-store";
import { config } from "../config";
import { mapLimit } from "../lib/map-limit";
import { renderMail } from "./mail-template";
import type { Story } from "./story";
import { unsubscribeToken } from "./unsubscribe-token";

const ACTION_LABELS: Record<string, string> = {
  "/register": "Make your picks",
  "/leaderboard": "Open the leaderboard",
  "/home": "Open Treble",
  "/draft-room": "Open the draft room",
};

/**
 * Claims the channel for each notification, sends what was claimed as one message, and gives the
 * claims back if the send failed, so a retry can send. Answers whether anything was sent.
 */
async function once(
  userId: string,
  notifications: NotificationItem[],
  channel: string,
  send: (claimed: NotificationItem[]) => Promise<void>,
): Promise<boolean> {
  const claimed: NotificationItem[] = [];
  for (const n of notifications) if (await claimDelivery(userId, n.notificationId, channel)) claimed.push(n);
  if (claimed.length === 0) return false;
  try {
    await send(claimed);
    return true;
  } catch (error) {
    for (const n of claimed) await releaseDelivery(userId, n.notificationId, channel);
    throw error;
  }
}

/**
 * What goes out for the notifications claimed on one channel: the one notification itself, or
 * for goal alerts held through quiet hours, one summary of them all (product.md §10.16).
 */
function messageOf(claimed: NotificationItem[]): NotificationItem {
  if (claimed.length === 1) return claimed[0];
  const last = claimed[claimed.length - 1];
  const summary = goalSummary(claimed.map((n) => n.story).filter(isGoalStory));
  return {
    ...last,
    ...summary,
    notificationId: `${last.notificationId}-summary`,
    story: undefined,
    leagueId: undefined,
    leagueName: undefined,
  };
}

export interface Delivered {
  email: boolean;
  push: number;
  held: boolean;
}

const none: Delivered = { email: false, push: 0, held: false };

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
  const [notification, user, preferences] = await Promise.all([
    getNotification(userId, notificationId),
    getUser(userId),
    getPreferences(userId),
  ]);
  if (!notification) return none;
  return sendAll(userId, [notification], user, preferences, options);
}

/**
 * Sends stored notifications of one type and user, each claimed once per channel, as one message
 * per channel: the release job hands it the goal alerts held through quiet hours.
 */
export async function deliverAll(
  userId: string,
  notifications: NotificationItem[],
  options: { now?: Date; released?: boolean } = {},
): Promise<Delivered> {
  if (notifications.length === 0) return none;
  const [user, preferences] = await Promise.all([getUser(userId), getPreferences(userId)]);
  return sendAll(userId, notifications, user, preferences, options);
}

async function sendAll(
  userId: string,
  notifications: NotificationItem[],
  user: Awaited<ReturnType<typeof getUser>>,
  preferences: Awaited<ReturnType<typeof getPreferences>>,
  options: { now?: Date; released?: boolean },
): Promise<Delivered> {
  const [first] = notifications;
  if (!first || !user) return none;
  const prefs = preferences.channels[first.type];
  // A live draft's notification may be withheld from a channel at creation (a fast draft's e-mail, a turn's push to a member in the room).
  const wants = {
    email: prefs.email && !first.withheld?.includes("email"),
    push: prefs.push && !first.withheld?.includes("push"),
  };
  const email = wants.email && Boolean(config.notificationSecret) && !(await suppressionOf(user.email));
  const subscriptions = wants.push && config.pushEnabled ? await pushSubscriptionsOf(userId) : [];
  if (!email && subscriptions.length === 0) return none;

  const now = options.now ?? new Date();
  if (!options.released && isQuiet(now, preferences.quietHours)) {
    for (const n of notifications) await holdNotification(userId, n.notificationId, quietUntil(now, preferences.quietHours));
    return { ...none, held: true };
  }

  const result = { ...none };
  if (email) result.email = await once(userId, notifications, "email", (claimed) => mailOf(messageOf(claimed), user));
  for (const subscription of subscriptions) {
    // The mail and push libraries load on first use, not in the function's init: Lambda allows
    // init 10 s, and a cold fan-out starts many environments at once.
    const { sendPush, SubscriptionGone } = await import("./push");
    const sent = await once(userId, notifications, `push#${subscription.subscriptionId}`, async (claimed) => {
      const message = messageOf(claimed);
      try {
        await sendPush(
          subscription,
          { title: message.title, body: message.message, url: message.actionUrl ?? "/home", tag: message.notificationId },
          // A goal is news for the minute it happens (product.md §10.16).
          message.type === "goal_alert" ? "high" : "normal",
        );
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
  await oneMailAtATime(() =>
    sendMail({ ...rendered, to: user.email, oneClickUnsubscribeUrl: `${app}/api/unsubscribe?token=${encodeURIComponent(token)}` }),
  );
}

/**
 * Mails leave an environment one at a time, as they did before deliveries ran side by side: with
 * the rule's two environments that keeps within SES's send rate (decision 0117); pushes have no such rate.
 */
let mailing: Promise<unknown> = Promise.resolve();
function oneMailAtATime<T>(send: () => Promise<T>): Promise<T> {
  const next = mailing.then(send, send);
  mailing = next.catch(() => undefined);
  return next;
}

/**
 * Deliveries in flight in one invocation. The rule runs at most two environments (decision 0117);
 * one after another, a popular scorer's 2,500 push-only goal alerts took a minute to drain, side
 * by side 16 at a time they take seconds (decision 0330). Mails still go one at a time (below).
 */
const DELIVERY_CONCURRENCY = 16;

/**
 * EventBridge target (events/rules.ts): one announced chunk of notifications, delivered side by
 * side. Retried by EventBridge when any failed: each channel is claimed once per notification, so
 * a retry sends only what did not go out.
 */
export async function handler(event: EventBridgeEnvelope<NotificationCreatedDetail | NotificationRef>): Promise<Delivered[]> {
  // An event announced by the code before chunks (one notification each) may still be in flight, or
  // retried, when this code is deployed: it is delivered too, not lost.
  const refs = "notifications" in event.detail ? event.detail.notifications : [event.detail];
  const reads = await deliveryReads(refs);
  const results = await mapLimit(reads, DELIVERY_CONCURRENCY, ({ notification, user, preferences }) =>
    notification ? sendAll(notification.userId, [notification], user, preferences, {}) : Promise.resolve(none),
  );
  const failed = results.filter((r) => r instanceof Error);
  if (failed.length) throw new AggregateError(failed, `${failed.length} of ${results.length} deliveries failed: ${failed[0].message}`);
  return results as Delivered[];
}
