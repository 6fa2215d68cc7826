import { Browserish } from "../tests/support/client";
import { withBenchHost } from "./harness";
import { benchSettings } from "../infra/local/local-settings";
import { contract } from "../shared/contract/routes";

const MEMBERS = benchSettings().fanoutMembers;

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
      const { User } = await import("../functions/data/entities/user");
      const { Membership } = await import("../functions/data/entities/membership");
      const { NotificationPreference } = await import("../functions/data/entities/notification-preference");
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
      await putAll(
        User,
        people.map((p) => ({ ...p, name: p.username, createdAt: now })),
      );
      await putAll(
        NotificationPreference,
        people.map((p) => ({ userId: p.userId, ...preferences, updatedAt: now })),
      );
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
    },
  );
}
