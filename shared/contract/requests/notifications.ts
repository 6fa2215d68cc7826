import * as z from "zod";
import { markReadBody, optionalLeagueBody, testNotificationBody } from "../../schemas";
import { preferencesSchema } from "../../notification-preferences";
import { pushSubscriptionSchema } from "../../push-subscription";
import { id } from "../inputs";
import type { GroupRequests } from "../routes";

/** A signed unsubscribe token: base64url payload, a dot, base64url signature. */
const unsubscribeToken = z
  .string()
  .min(1, "This unsubscribe link is incomplete")
  .max(1000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "This unsubscribe link is not valid");

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
    query: z.object({ token: unsubscribeToken.optional() }).strict(),
    body: z.union([z.object({ token: unsubscribeToken }).strict(), z.object({ oneClick: z.literal(true) }).strict()]),
  },
} satisfies GroupRequests<"notifications">;
