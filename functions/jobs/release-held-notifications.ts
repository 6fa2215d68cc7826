import type { NotificationHoldItem } from "../data/entities/notification-hold";
import { dropHold, dueHolds } from "../data/stores/notification-settings-store";
import { getNotification } from "../data/stores/notifications-store";
import { deliver, deliverAll } from "../notifications/deliver";

/**
 * E-mail and push held for quiet hours go out once the window has ended: each notification on
 * its own, except a member's goal alerts, which go out as one summary (product.md §10.16). The
 * holds are dropped only after delivery, so a failed run retries them (delivery is claimed once
 * per notification and channel, so nothing goes twice).
 */
export async function releaseHeld(now: Date): Promise<{ released: number }> {
  const byUser = new Map<string, NotificationHoldItem[]>();
  for (const hold of await dueHolds(now)) byUser.set(hold.userId, [...(byUser.get(hold.userId) ?? []), hold]);
  let released = 0;
  for (const [userId, holds] of byUser) {
    const held = await Promise.all(holds.map((h) => getNotification(userId, h.notificationId)));
    // In the order they were found: goal alert ids are time-ordered, goals of one event in turn.
    const goals = held
      .filter((n) => n?.type === "goal_alert")
      .filter((n) => n !== undefined)
      .sort((a, b) => (a.notificationId < b.notificationId ? -1 : 1));
    if (goals.length) await deliverAll(userId, goals, { released: true });
    for (const [i, hold] of holds.entries()) {
      if (held[i]?.type !== "goal_alert") await deliver(userId, hold.notificationId, { released: true });
      await dropHold(hold);
      released++;
    }
  }
  return { released };
}

/** EventBridge schedule target (events/jobs.ts). */
export const handler = async () => releaseHeld(new Date());
