import { Browserish } from "../tests/support/client";
import { percentile, withBenchHost } from "./harness";
import { benchSettings } from "../infra/local/local-settings";
import { contract } from "../shared/contract/routes";
import type { defaultPreferences } from "../shared/notification-preferences";

type Preferences = ReturnType<typeof defaultPreferences>;

const MEMBERS = benchSettings().fanoutMembers;
/** A popular scorer's goal alerts (issue 38 item 5): members holding him, push only. */
const ALERTS = 2500;
/** Stand-in push subscriptions the members' devices share (each member's item is their own, as is each claim). */
const DEVICES = 50;

/**
 * Fan-out of one league_update (an admin renames the league) to a 1,000-member league whose
 * members all want league news by e-mail: the rename call's time, the time until the local
 * mail catcher holds every mail, the DynamoDB requests of the whole fan-out (counted on the wire:
 * the functions run in the host's worker threads), mails sent.
 */
export async function run() {
  await withBenchHost(
    "notify",
    { creatorEmails: "bench-notify@treble.test", seedFeed: false, countDynamo: true },
    async ({ host, proxy }) => {
      const { putAll } = await import("../functions/data/table/put-all");
      const { Membership } = await import("../functions/data/entities/membership");
      const { newId } = await import("../functions/data/table/ids");
      const { defaultPreferences } = await import("../shared/notification-preferences");

      const admin = new Browserish(host.url);
      await admin.signIn("bench-admin@treble.test", "Admin");
      const leagueId = (await admin.call(contract.leagues.create, { body: { name: "Fan-out FC" } })).body.id as string;
      const now = new Date().toISOString();
      const people = Array.from({ length: MEMBERS - 1 }, (_, i) => ({
        userId: `bench-${i}`,
        email: `member${i}@bench.test`,
        username: `Member ${i + 1}`,
      }));
      const preferences = defaultPreferences();
      preferences.channels.league_update.email = true;
      await putPeople(people, preferences, now);
      await putAll(
        Membership,
        people.map((p) => ({
          membershipId: newId(),
          leagueId,
          ...p,
          isAdmin: false,
          isArchived: false,
          joinedAt: now,
          lastActivityAt: now,
        })),
      );

      proxy.clear();
      const mails = async () => ((await (await fetch(`${host.inboxUrl}/api/messages`)).json()) as unknown[]).length;
      const before = await mails();

      const started = performance.now();
      const renamed = await admin.call(contract.leagues.rename, { params: { id: leagueId }, body: { name: "Fan-out United" } });
      const requestMs = performance.now() - started;
      if (renamed.status !== 200) throw new Error(`rename: ${JSON.stringify(renamed.body)}`);
      let sent = 0;
      let lastReport = started;
      while ((sent = (await mails()) - before) < MEMBERS - 1 && performance.now() - started < 300_000) {
        await new Promise((r) => setTimeout(r, 100));
        if (performance.now() - lastReport > 15_000) {
          lastReport = performance.now();
          console.log(`… ${sent} mails after ${((lastReport - started) / 1000).toFixed(0)} s`);
        }
      }
      const allMs = performance.now() - started;
      // Let stragglers (a second mail would be a bug) arrive before counting.
      await new Promise((r) => setTimeout(r, 2000));
      sent = (await mails()) - before;

      const total = proxy.total();
      console.log(`\n== Fan-out of one league_update to a ${MEMBERS}-member league (local host, every member wants it by e-mail) ==`);
      console.log(`rename call answered in ${requestMs.toFixed(0)} ms (the fan-out is off the request path)`);
      console.log(
        `all ${sent} mails in the local inbox after ${(allMs / 1000).toFixed(1)} s (${(allMs / sent || 0).toFixed(1)} ms per recipient)`,
      );
      console.log(
        `DynamoDB requests: ${total} (${(total / (MEMBERS - 1)).toFixed(1)} per recipient): ${JSON.stringify(proxy.byOperation())}`,
      );
      console.log(`mails sent: ${sent} for ${MEMBERS - 1} recipients (the admin who renamed is not told)`);
      await goalAlerts(host.pushServiceUrl);
    },
  );
}

/** Bench members written straight to the table: each a user with these notification preferences. */
async function putPeople(people: Array<{ userId: string; email: string; username: string }>, preferences: Preferences, now: string) {
  const { putAll } = await import("../functions/data/table/put-all");
  const { User } = await import("../functions/data/entities/user");
  const { NotificationPreference } = await import("../functions/data/entities/notification-preference");
  await putAll(
    User,
    people.map((p) => ({ ...p, name: p.username, createdAt: now })),
  );
  await putAll(
    NotificationPreference,
    people.map((p) => ({ userId: p.userId, ...preferences, updatedAt: now })),
  );
}

/**
 * A popular scorer's goal alerts, ${ALERTS} members who want them by push only: stored and
 * announced as the GOALS_CHANGED rule stores them (sendNotifications, with each alert's key and
 * id), then delivered by the delivery rule to the push stand-in. The figure is the first push to
 * the last (the stand-in's receipt times), and the store's first write to the first push.
 */
async function goalAlerts(pushServiceUrl: string) {
  const { putAll } = await import("../functions/data/table/put-all");
  const { PushSubscription } = await import("../functions/data/entities/push-subscription");
  const { sendNotifications } = await import("../functions/notifications/send");
  const { defaultPreferences } = await import("../shared/notification-preferences");

  const devices = await Promise.all(
    Array.from({ length: DEVICES }, async () => {
      const answer = await fetch(`${pushServiceUrl}/subscriptions`, { method: "POST" });
      return (await answer.json()) as { id: string; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } };
    }),
  );
  const now = new Date().toISOString();
  const preferences = defaultPreferences();
  preferences.channels.goal_alert = { ...preferences.channels.goal_alert, email: false, push: true };
  const people = Array.from({ length: ALERTS }, (_, i) => ({ userId: `fan-${i}`, email: `fan${i}@bench.test`, username: `Fan ${i + 1}` }));
  await putPeople(people, preferences, now);
  await putAll(
    PushSubscription,
    people.map((p, i) => {
      const { subscription } = devices[i % DEVICES];
      return { userId: p.userId, subscriptionId: `device-${i}`, endpoint: subscription.endpoint, ...subscription.keys, createdAt: now };
    }),
  );

  const stamp = Date.now();
  const started = performance.now();
  const startedAt = Date.now();
  await sendNotifications(
    people.map((p) => ({
      userId: p.userId,
      notification: { type: "goal_alert", title: "GOAL! Haaland (Man City)", message: "Man City 1-0 Arsenal", actionUrl: "/leaderboard" },
      dedupeKey: `bench-goal-${stamp}`,
      notificationId: `bench-goal-${stamp}-${p.userId}`,
    })),
  );
  const storedMs = performance.now() - started;
  const received = async () =>
    (
      await Promise.all(
        devices.map(
          async (d) => (await (await fetch(`${pushServiceUrl}/subscriptions/${d.id}/messages`)).json()) as Array<{ receivedAt: string }>,
        ),
      )
    ).flat();
  let times: number[] = [];
  while ((times = (await received()).map((m) => Date.parse(m.receivedAt))).length < ALERTS && performance.now() - started < 300_000)
    await new Promise((r) => setTimeout(r, 250));
  times.sort((a, b) => a - b);
  const first = times[0] ?? NaN;
  const spread = times.map((t) => t - first);
  console.log(`\n== A popular scorer's goal alerts: ${ALERTS} members, push only (local host; ${DEVICES} stand-in devices shared) ==`);
  console.log(`stored and announced in ${(storedMs / 1000).toFixed(1)} s (sendNotifications, one process, as the GOALS_CHANGED rule does)`);
  console.log(
    `${times.length} pushes; store start → first push ${((first - startedAt) / 1000).toFixed(1)} s; first → last ${(spread.at(-1)! / 1000).toFixed(1)} s (p50 ${(percentile(spread, 50) / 1000).toFixed(1)} s, p99 ${(percentile(spread, 99) / 1000).toFixed(1)} s after the first)`,
  );
}
