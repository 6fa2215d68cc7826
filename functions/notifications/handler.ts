import { messages } from "../../shared/messages";
import type { NotificationItem } from "../data/entities/notification";
import { getLeague, listMembershipsOfUser } from "../data/stores/leagues-store";
import { getPreferences } from "../data/stores/notification-settings-store";
import { markAllRead, markRead, notificationsOf } from "../data/stores/notifications-store";
import type { LeagueAccess } from "../lib/access";
import { badRequest, notFound } from "../lib/errors";
import { httpApi } from "../lib/http-api";
import { route } from "../lib/route";
import type { SessionUser } from "../lib/session";
import { groupRoutes, notificationsRoutes } from "../routes";
import { notificationsRequests } from "../../shared/contract/requests/notifications";
import { sendPickReminders } from "./reminders";
import { sendNotification } from "./send";
import { settingsRoutes } from "./settings";

const api = notificationsRoutes;

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

/** The admin tools may name a league (checked by the contract); without one they act on every league the caller runs. */
async function adminLeagues(user: SessionUser, access: LeagueAccess | undefined) {
  if (access) return [access.league];
  const mine = (await listMembershipsOfUser(user.userId)).filter((m) => m.isAdmin);
  return (await Promise.all(mine.map((m) => getLeague(m.leagueId)))).filter((l) => l !== undefined);
}

/** Notifications (product.md §7.8): each user reads and marks their own; admins trigger sends. */
export const handler = httpApi(groupRoutes("notifications", api), notificationsRequests, {
  /** The bell shows the types whose bell switch is on. */
  list: route(api.list, async ({ user }) => {
    const [notifications, preferences] = await Promise.all([notificationsOf(user.userId), getPreferences(user.userId)]);
    return notifications.filter((n) => preferences.channels[n.type].bell).map(view);
  }),

  markRead: route(api.markRead, async ({ user, params }) => {
    if (!(await markRead(user.userId, params.id))) throw notFound(messages.notificationNotFound, "NOTIFICATION_NOT_FOUND");
    return { ok: true };
  }),

  markAllRead: route(api.markAllRead, async ({ user }) => ({ updated: await markAllRead(user.userId) })),

  sendPickReminders: route(api.sendPickReminders, async ({ user, access }) => sendPickReminders(await adminLeagues(user, access))),

  testNotification: route(api.testNotification, async ({ user, body }) => {
    if (!(await sendNotification(user.userId, body))) throw badRequest(messages.notificationNotSent, "NOT_SENT");
    return { ok: true };
  }),

  ...settingsRoutes,
});
