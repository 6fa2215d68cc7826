import { badgeText } from "@shared/reminders";

/**
 * Where a click on a notification goes: only a path inside the app. Anything else (another
 * site, a protocol-relative URL) is ignored, so a notification can never send someone away.
 */
export function inAppPath(actionUrl: string | null | undefined): string | null {
  if (!actionUrl || !actionUrl.startsWith("/") || actionUrl.startsWith("//") || actionUrl.includes("\\")) return null;
  return actionUrl;
}

export const unreadCount = (notifications: ReadonlyArray<{ isRead: boolean }> | undefined) =>
  notifications?.filter((n) => !n.isRead).length ?? 0;

/** The bell's badge and its accessible name together, so both always agree. */
export function bellLabel(unread: number): { badge: string; label: string } {
  return { badge: badgeText(unread), label: unread > 0 ? `Notifications, ${unread} unread` : "Notifications" };
}

/** A read notification after marking it, for the list to show at once while the server catches up. */
export const markedRead = <T extends { id: string; isRead: boolean }>(items: T[], id?: string): T[] =>
  items.map((n) => (id === undefined || n.id === id ? { ...n, isRead: true } : n));
