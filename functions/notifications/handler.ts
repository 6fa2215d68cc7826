import { z } from "zod";
import { notificationTypes } from "../../shared/notification-types";
import type { NotificationItem } from "../data/entities/notification";
import { getLeague, listMembershipsOfUser } from "../data/leagues-store";
import { getPreferences } from "../data/notification-settings-store";
import { markAllRead, markRead, notificationsOf } from "../data/notifications-store";
import { requireAdmin } from "../lib/access";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import type { SessionUser } from "../lib/session";
import { routesOf } from "../routes";
import { sendPickReminders } from "./reminders";
import { sendNotification } from "./send";
import { settingsRoutes } from "./settings";

const view = (n: NotificationItem) => ({
  id: n.notificationId,
  type: n.type,
  title: n.title,
  message: n.message,
  isRead: n.isRead,
  createdAt: n.createdAt,
  actionUrl: n.actionUrl ?? null,
  leagueId: n.leagueId ?? null,
});

const testNotificationBody = z
  .object({
    type: z.enum(notificationTypes),
    title: z.string().trim().min(1, "Title is required").max(120),
    message: z.string().trim().min(1, "Message is required").max(500),
    // Only in-app paths: a notification must never send someone off-site.
    actionUrl: z.string().regex(/^\/(?!\/)[^\s\\]*$/, "The action URL must be a path in the app, like /leaderboard").max(300).optional(),
  })
  .strict();

/** The admin tools may name a league; without one they act on every league the caller runs. */
async function adminLeagues(user: SessionUser, leagueId: string | undefined) {
  if (leagueId) return [(await requireAdmin(leagueId, user)).league];
  const mine = (await listMembershipsOfUser(user.userId)).filter((m) => m.isAdmin);
  if (mine.length === 0) throw forbidden("League admin access required", "ADMIN_REQUIRED");
  return (await Promise.all(mine.map((m) => getLeague(m.leagueId)))).filter((l) => l !== undefined);
}

/** Notifications (spec calls §7.8): each user reads and marks their own; admins trigger sends. */
export const handler = httpApi(routesOf("notifications"), {
  /** The bell shows the types whose bell switch is on. */
  list: route({
    handler: async ({ user }) => {
      const [notifications, preferences] = await Promise.all([notificationsOf(user.userId), getPreferences(user.userId)]);
      return notifications.filter((n) => preferences.channels[n.type].bell).map(view);
    },
  }),

  markRead: route({
    body: z.object({ isRead: z.literal(true) }).strict(),
    handler: async ({ user, params }) => {
      if (!(await markRead(user.userId, params.id))) throw notFound("Notification not found", "NOTIFICATION_NOT_FOUND");
      return { ok: true };
    },
  }),

  markAllRead: route({ handler: async ({ user }) => ({ updated: await markAllRead(user.userId) }) }),

  sendPickReminders: route({
    body: z.object({ leagueId: z.string().min(1).max(64).optional() }).strict(),
    handler: async ({ user, body }) => sendPickReminders(await adminLeagues(user, body.leagueId)),
  }),

  testNotification: route({
    body: testNotificationBody,
    handler: async ({ user, body }) => {
      await adminLeagues(user, undefined);
      if (!(await sendNotification(user.userId, body))) throw badRequest("Notification was not sent", "NOT_SENT");
      return { ok: true };
    },
  }),

  ...settingsRoutes,
});
