import { createHash } from "node:crypto";
import { withDefaults, type NotificationPreferences } from "../../../shared/notification-preferences";
import { EmailSuppression, type EmailSuppressionItem } from "../entities/email-suppression";
import { NotificationMarker } from "../entities/notification";
import { NotificationHold, type NotificationHoldItem } from "../entities/notification-hold";
import { NotificationPreference } from "../entities/notification-preference";
import { PushSubscription, type PushSubscriptionItem } from "../entities/push-subscription";
import { isConditionFailure } from "../table/condition-failure";

/** Preferences, push subscriptions, suppressed addresses, quiet-hours holds and delivery claims. */
export async function getPreferences(userId: string): Promise<NotificationPreferences> {
  const stored = (await NotificationPreference.get({ userId }).go()).data;
  return withDefaults(stored ? { channels: stored.channels, quietHours: stored.quietHours } : undefined);
}

export async function savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
  await NotificationPreference.put({ userId, ...preferences, updatedAt: new Date().toISOString() }).go();
}

const subscriptionIdOf = (endpoint: string) => createHash("sha256").update(endpoint).digest("base64url").slice(0, 32);

export async function savePushSubscription(
  userId: string,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent?: string,
): Promise<string> {
  const subscriptionId = subscriptionIdOf(subscription.endpoint);
  await PushSubscription.put({
    userId,
    subscriptionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent?.slice(0, 200),
    createdAt: new Date().toISOString(),
  }).go();
  return subscriptionId;
}

export async function pushSubscriptionsOf(userId: string): Promise<PushSubscriptionItem[]> {
  return (await PushSubscription.query.byUser({ userId }).go({ pages: "all" })).data;
}

/** Only the owner's own: another user's id is simply not in this partition. */
export async function removePushSubscription(userId: string, subscriptionId: string): Promise<boolean> {
  try {
    await PushSubscription.delete({ userId, subscriptionId })
      .where(({ endpoint }, { exists }) => exists(endpoint))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function suppressEmail(email: string, reason: EmailSuppressionItem["reason"], detail?: string): Promise<void> {
  await EmailSuppression.put({ email: email.toLowerCase(), reason, detail: detail?.slice(0, 300), at: new Date().toISOString() }).go();
}

export async function suppressionOf(email: string): Promise<EmailSuppressionItem | undefined> {
  return (await EmailSuppression.get({ email: email.toLowerCase() }).go()).data ?? undefined;
}

export async function liftSuppression(email: string): Promise<void> {
  await EmailSuppression.delete({ email: email.toLowerCase() }).go();
}

/** Answers false when this notification is already held (a redelivered event). */
export async function holdNotification(userId: string, notificationId: string, releaseAt: Date): Promise<boolean> {
  try {
    await NotificationHold.create({ userId, notificationId, releaseAt: releaseAt.toISOString() }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function dueHolds(now: Date): Promise<NotificationHoldItem[]> {
  return (await NotificationHold.query.due({ queue: "held" }).lte({ releaseAt: now.toISOString() }).go({ pages: "all" })).data;
}

export async function dropHold(hold: Pick<NotificationHoldItem, "userId" | "notificationId">): Promise<void> {
  await NotificationHold.delete({ userId: hold.userId, notificationId: hold.notificationId }).go();
}

/**
 * Exactly once per notification and channel: a conditional create claims the send. A send that
 * fails gives its claim back (so the retry can send); a redelivery finds the claim and stops.
 */
export async function claimDelivery(userId: string, notificationId: string, channel: string): Promise<boolean> {
  try {
    await NotificationMarker.create({ userId, key: `delivery#${notificationId}#${channel}`, createdAt: new Date().toISOString() }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function releaseDelivery(userId: string, notificationId: string, channel: string): Promise<void> {
  await NotificationMarker.delete({ userId, key: `delivery#${notificationId}#${channel}` }).go();
}

/**
 * League-wide moments (a weekly story) are claimed once per league with a marker in a
 * partition of their own, so a job that runs hourly touches each league once.
 */
export async function claimLeagueMoment(leagueId: string, key: string): Promise<boolean> {
  try {
    await NotificationMarker.create({ userId: `league#${leagueId}`, key, createdAt: new Date().toISOString() }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function releaseLeagueMoment(leagueId: string, key: string): Promise<void> {
  await NotificationMarker.delete({ userId: `league#${leagueId}`, key }).go();
}
