// Covers a fan-out's batched steps on the local store: a goal's alerts stored together once per member and key, and a chunk's delivery reads in one batch (decision 0343).
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { dataLayer } from "../support/store";

let store: Awaited<ReturnType<typeof dataLayer>>;
let notifications: typeof import("../../functions/data/stores/notifications-store");
let settings: typeof import("../../functions/data/stores/notification-settings-store");
let reads: typeof import("../../functions/data/read-models/delivery-reads");

beforeAll(async () => {
  store = await dataLayer();
  [notifications, settings, reads] = await Promise.all([
    import("../../functions/data/stores/notifications-store"),
    import("../../functions/data/stores/notification-settings-store"),
    import("../../functions/data/read-models/delivery-reads"),
  ]);
});

const stamp = () => randomBytes(4).toString("hex");
const alert = {
  type: "goal_alert" as const,
  title: "GOAL! Haaland (Man City)",
  message: "Man City 1-0 Arsenal",
  actionUrl: "/leaderboard",
};

describe("a goal's alerts stored together", () => {
  it("stores one per member and key across batch boundaries, and a later report of the key answers the same notification", async () => {
    const run = stamp();
    // 30 members: past one BatchWriteItem's 25.
    const members = Array.from({ length: 30 }, (_, i) => `batch-${run}-${i}`);
    const key = `goal-${run}`;
    const first = await notifications.notifyAllOnceAs(
      members.map((userId) => ({ userId, notificationId: `first-${run}-${userId}`, notification: alert, key })),
    );
    expect(first.map((n) => n?.notificationId)).toEqual(members.map((userId) => `first-${run}-${userId}`));

    // The same goal reported again (a retry, a later run) under other ids: each member keeps the first.
    const again = await notifications.notifyAllOnceAs(
      members.map((userId) => ({ userId, notificationId: `again-${run}-${userId}`, notification: alert, key })),
    );
    expect(again.map((n) => n?.notificationId)).toEqual(members.map((userId) => `first-${run}-${userId}`));
    for (const userId of members.slice(0, 3)) {
      const bell = await notifications.notificationsOf(userId);
      expect(bell.map((n) => [n.notificationId, n.title, n.isRead])).toEqual([[`first-${run}-${userId}`, alert.title, false]]);
    }
  });
});

describe("a chunk's delivery reads", () => {
  it("reads each notification with its member and their preferences, a member named twice read once, a missing notification as none", async () => {
    const run = stamp();
    const [ana, ben] = [`reads-${run}-ana`, `reads-${run}-ben`];
    await store.upsertUserOnSignIn({ userId: ana, email: `ana-${run}@example.test`, name: "Ana" });
    await store.upsertUserOnSignIn({ userId: ben, email: `ben-${run}@example.test`, name: "Ben" });
    const preferences = await settings.getPreferences(ben);
    preferences.channels.goal_alert = { ...preferences.channels.goal_alert, email: false };
    await settings.savePreferences(ben, preferences);
    const a1 = await notifications.notify(ana, alert);
    const a2 = await notifications.notify(ana, { ...alert, title: "GOAL! Saka (Arsenal)" });
    const b1 = await notifications.notify(ben, alert);
    const refs = [a1, a2, b1].map((n) => ({ userId: n!.userId, notificationId: n!.notificationId }));

    const got = await reads.deliveryReads([...refs, { userId: ben, notificationId: `missing-${run}` }, refs[0]]);

    expect(got.map((r) => [r.notification?.notificationId, r.user?.userId])).toEqual([
      [a1!.notificationId, ana],
      [a2!.notificationId, ana],
      [b1!.notificationId, ben],
      [undefined, ben],
      [a1!.notificationId, ana],
    ]);
    expect(got[2].preferences.channels.goal_alert.email).toBe(false);
    expect(got[0].preferences).toEqual(await settings.getPreferences(ana));
  });
});
