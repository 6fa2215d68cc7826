import * as z from "zod/mini";
import { markReadBody, testNotificationBody } from "../../notification-schemas";
import { preferencesSchema } from "../../notification-preferences";
import { pushSubscriptionSchema } from "../../push-subscription";
import { id, optionalLeagueBody } from "../inputs";
import type { GroupRequests } from "../routes";

/** A signed unsubscribe token: base64url payload, a dot, base64url signature. */
const unsubscribeToken = z
  .string()
  .check(
    z.minLength(1, "This unsubscribe link is incomplete"),
    z.maxLength(1000),
    z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "This unsubscribe link is not valid"),
  );

/** The notifications routes' request half (notifications, preferences, push and unsubscribe): their schemas, by the names of shared/contract/routes.ts. */
export const notificationsRequests = {
  list: {},
  markAllRead: {},
  markRead: { params: z.object({ id: id("Notification id") }), body: markReadBody },
  sendPickReminders: { body: optionalLeagueBody },
  testNotification: { body: testNotificationBody },
  preferences: {},
  savePreferences: { body: preferencesSchema },
  resumeEmail: {},
  addPushSubscription: { body: pushSubscriptionSchema(true) },
  removePushSubscription: { params: z.object({ id: id("Push subscription id") }) },
  unsubscribe: {
    query: z.strictObject({ token: z.optional(unsubscribeToken) }),
    body: z.union([z.strictObject({ token: unsubscribeToken }), z.strictObject({ oneClick: z.literal(true) })]),
  },
} satisfies GroupRequests<"notifications">;
