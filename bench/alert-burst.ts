import { withBenchHost } from "./harness";

/** A popular scorer's alerts: held by ~25 % of 10,000 leagues, one member each (docs/scale.md). */
const RECIPIENTS = 2500;
/** Subscriptions made at the push stand-in at once while seeding. */
const SEED_CONCURRENCY = 25;

/**
 * A popular scorer's goal alerts, push only: 2,500 members, each with one browser subscribed at
 * the push stand-in, are sent a goal_alert through `sendNotifications` (stored 16 at a time and
 * announced, as the alert rule does), and the delivery rule (two environments) pushes them. The
 * figures: from the first write to the first push, and from the first push to the last, read
 * from the stand-in's own receipt times once the host is quiet.
 */
export async function run() {
  await withBenchHost("alert-burst", { creatorEmails: "bench-burst@treble.test", seedFeed: false }, async ({ host }) => {
    const { putAll } = await import("../functions/data/table/put-all");
    const { User } = await import("../functions/data/entities/user");
    const { savePushSubscription } = await import("../functions/data/stores/notification-settings-store");
    const { sendNotifications } = await import("../functions/notifications/send");
    const { mapLimit } = await import("../functions/lib/map-limit");
    const now = new Date().toISOString();
    const people = Array.from({ length: RECIPIENTS }, (_, i) => ({
      userId: `burst-${i}`,
      email: `burst${i}@bench.test`,
      username: `Fan ${i + 1}`,
    }));
    await putAll(
      User,
      people.map((p) => ({ ...p, name: p.username, createdAt: now })),
    );
    const devices = await mapLimit(people, SEED_CONCURRENCY, async (p) => {
      const device = (await (await fetch(`${host.pushServiceUrl}/subscriptions`, { method: "POST" })).json()) as {
        id: string;
        subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
      };
      await savePushSubscription(p.userId, device.subscription);
      return device.id;
    });
    const quiet = () => fetch(`${host.url}/_local/quiet?timeoutMs=120000`).then((r) => r.json() as Promise<{ quiet?: boolean }>);
    await quiet();

    const started = Date.now();
    await sendNotifications(
      people.map((p) => ({
        userId: p.userId,
        notification: { type: "goal_alert", title: "Goal! Haaland scored", message: "You're 1st in Bench FC." },
      })),
    );
    const stored = Date.now();
    while (!(await quiet()).quiet);
    const received = (
      await mapLimit(devices, SEED_CONCURRENCY, async (id) => {
        if (id instanceof Error) throw id;
        const messages = (await (await fetch(`${host.pushServiceUrl}/subscriptions/${id}/messages`)).json()) as Array<{
          receivedAt: string;
        }>;
        return messages.map((m) => Date.parse(m.receivedAt));
      })
    ).flatMap((r) => (r instanceof Error ? [] : r));
    const first = Math.min(...received);
    const last = Math.max(...received);
    console.log(`\n== A popular scorer's goal alerts, push only (local host, delivery rule at concurrency 2) ==`);
    console.log(
      `${received.length} of ${RECIPIENTS} pushed; stored and announced in ${((stored - started) / 1000).toFixed(1)} s; first push ${((first - started) / 1000).toFixed(1)} s after the first write; the last ${((last - first) / 1000).toFixed(1)} s after the first (goal: within 10 s)`,
    );
  });
}
