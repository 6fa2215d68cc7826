import { dropHold, dueHolds } from "../data/notification-settings-store";
import { deliver } from "../notifications/deliver";

/**
 * E-mail and push held for quiet hours go out once the window has ended. The hold is dropped
 * only after delivery, so a failed run retries it.
 */
export async function releaseHeld(now: Date): Promise<{ released: number }> {
  let released = 0;
  for (const hold of await dueHolds(now)) {
    await deliver(hold.userId, hold.notificationId, { released: true });
    await dropHold(hold);
    released++;
  }
  return { released };
}

/** EventBridge schedule target (events/jobs.ts). */
export const handler = async () => releaseHeld(new Date());
