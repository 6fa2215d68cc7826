import { messages } from "../../shared/messages";
import { withDefaults } from "../../shared/notification-preferences";
import { notificationTypeLabels } from "../../shared/notification-types";
import { pushSubscriptionSchema } from "../../shared/push-subscription";
import {
  getPreferences,
  liftSuppression,
  pushSubscriptionsOf,
  removePushSubscription,
  savePreferences,
  savePushSubscription,
  suppressionOf,
} from "../data/stores/notification-settings-store";
import { getUser } from "../data/stores/users-store";
import { config } from "../config";
import { badRequest, notFound } from "../lib/errors";
import { route } from "../lib/route";
import { notificationsRoutes } from "../routes";
import { readUnsubscribeToken } from "./unsubscribe-token";

/** What the settings page shows: the switches, whether e-mail still reaches them, their devices. */
async function settingsOf(userId: string) {
  const [preferences, user, devices] = await Promise.all([getPreferences(userId), getUser(userId), pushSubscriptionsOf(userId)]);
  const suppressed = user ? await suppressionOf(user.email) : undefined;
  return {
    preferences,
    email: { address: user?.email ?? null, stopped: suppressed ? { reason: suppressed.reason, at: suppressed.at } : null },
    push: {
      publicKey: config.pushEnabled ? config.vapidPublicKey : null,
      devices: devices.map((d) => ({ id: d.subscriptionId, userAgent: d.userAgent ?? null, createdAt: d.createdAt })),
    },
  };
}

const api = notificationsRoutes;

const isLocalHost = () => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(config.publicUrl);

/** The settings page's calls, and the unsubscribe link that works without signing in. */
export const settingsRoutes = {
  preferences: route(api.preferences, async ({ user }) => settingsOf(user.userId)),

  savePreferences: route(api.savePreferences, async ({ user, body }) => {
    // Types the body leaves out keep their saved switches.
    const current = await getPreferences(user.userId);
    await savePreferences(user.userId, withDefaults({ channels: { ...current.channels, ...body.channels }, quietHours: body.quietHours }));
    return settingsOf(user.userId);
  }),

  /** After a bounce the member may fix their mailbox; this lets e-mail be tried again. */
  resumeEmail: route(api.resumeEmail, async ({ user }) => {
    const me = await getUser(user.userId);
    if (me) await liftSuppression(me.email);
    return settingsOf(user.userId);
  }),

  addPushSubscription: route(api.addPushSubscription, async ({ user, body, event }) => {
    // The contract allows a loopback endpoint; only the local host may actually use one.
    const parsed = pushSubscriptionSchema(isLocalHost()).safeParse(body);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid push subscription", "VALIDATION");
    const id = await savePushSubscription(user.userId, parsed.data, event.headers["user-agent"]);
    return { id };
  }),

  removePushSubscription: route(api.removePushSubscription, async ({ user, params }) => {
    if (!(await removePushSubscription(user.userId, params.id)))
      throw notFound(messages.pushSubscriptionNotFound, "SUBSCRIPTION_NOT_FOUND");
    return { ok: true };
  }),

  /**
   * The unsubscribe links of every mail: the body's link (via the settings page) and RFC 8058's
   * one-click POST. The signed token names the user and the type; no session is needed or used.
   */
  unsubscribe: route(api.unsubscribe, async ({ body, query }) => {
    const token = "token" in body ? body.token : query.token;
    if (!token) throw badRequest(messages.unsubscribeIncomplete, "UNSUBSCRIBE_INVALID");
    const check = readUnsubscribeToken(token, config.notificationSecret);
    if (!check.ok) {
      throw check.reason === "expired"
        ? badRequest(messages.unsubscribeExpired, "UNSUBSCRIBE_EXPIRED")
        : badRequest(messages.unsubscribeInvalid, "UNSUBSCRIBE_INVALID");
    }
    const { userId, type } = check.claim;
    if (!(await getUser(userId))) throw notFound(messages.accountGone, "UNSUBSCRIBE_INVALID");
    const preferences = await getPreferences(userId);
    preferences.channels[type] = { ...preferences.channels[type], email: false };
    await savePreferences(userId, preferences);
    return { type, label: notificationTypeLabels[type].label };
  }),
};
