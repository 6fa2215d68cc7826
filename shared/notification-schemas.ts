import * as z from "zod/mini";
import { text } from "./contract/inputs";
import { notificationTypes } from "./notification-types";

/** The notifications' inputs: marking one read and the admin's test notification. */

export const markReadBody = z.strictObject({ isRead: z.literal(true) });

export const testNotificationBody = z.strictObject({
  type: z.enum(notificationTypes),
  title: z.pipe(z.string().check(z.trim(), z.minLength(1, "Title is required")), text(120, "Title")),
  message: z.pipe(z.string().check(z.trim(), z.minLength(1, "Message is required")), text(500, "Message")),
  // Only in-app paths: a notification must never send someone off-site.
  actionUrl: z.optional(
    z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/, "The action URL must be a path in the app, like /leaderboard"), z.maxLength(300)),
  ),
});
