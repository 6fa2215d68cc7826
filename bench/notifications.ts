import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalHost } from "../infra/local/host";
import { Browserish } from "../tests/support/client";
import { freePort } from "../tests/support/ports";

const MEMBERS = 1000;

/**
 * Fan-out of one league_update (an admin renames the league) to a 1,000-member league whose
 * members all want league news by e-mail: the rename call's time, the time until the local
 * mail catcher holds every mail, the DynamoDB requests of the whole fan-out (the handlers, the
 * bus targets and delivery run in this process, through the one document client), mails sent.
 */
export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), "treble-bench-notify-"));
  const host = await startLocalHost({ port: await freePort(), oidcPort: await freePort(), dataDir, creatorEmails: "bench-notify@treble.test", quiet: true, buildSpa: false });
  try {
    const { documentClient } = await import("../functions/data/client");
    const { putAll } = await import("../functions/data/put-all");
    const { User } = await import("../functions/data/entities/user");
    const { Membership } = await import("../functions/data/entities/membership");
    const { NotificationPreference } = await import("../functions/data/entities/notification-preference");
    const { newId } = await import("../functions/data/ids");
    const { defaultPreferences } = await import("../shared/notification-preferences");

    const admin = new Browserish(host.url);
    await admin.signIn("bench-admin@treble.test", "Admin");
    const leagueId = (await admin.post("/api/leagues", { name: "Fan-out FC" })).body.id as string;
    const now = new Date().toISOString();
    const people = Array.from({ length: MEMBERS - 1 }, (_, i) => ({ userId: `bench-${i}`, email: `member${i}@bench.test`, username: `Member ${i + 1}` }));
    const preferences = defaultPreferences();
    preferences.channels.league_update.email = true;
    await putAll(User, people.map((p) => ({ ...p, name: p.username, createdAt: now })));
    await putAll(NotificationPreference, people.map((p) => ({ userId: p.userId, ...preferences, updatedAt: now })));
    await putAll(Membership, people.map((p) => ({ membershipId: newId(), leagueId, ...p, isAdmin: false, isArchived: false, joinedAt: now, lastActivityAt: now })));

    const counts = new Map<string, number>();
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        counts.set(context.commandName ?? "?", (counts.get(context.commandName ?? "?") ?? 0) + 1);
        return next(args);
      },
      { step: "finalizeRequest", name: "benchNotifyCounter" },
    );
    const mails = async () => ((await (await fetch(`${host.inboxUrl}/api/messages`)).json()) as unknown[]).length;
    const before = await mails();

    const started = performance.now();
    const renamed = await admin.patch(`/api/leagues/${leagueId}`, { name: "Fan-out United" });
    const requestMs = performance.now() - started;
    if (renamed.status !== 200) throw new Error(`rename: ${JSON.stringify(renamed.body)}`);
    let sent = 0;
    while ((sent = (await mails()) - before) < MEMBERS - 1 && performance.now() - started < 600_000) await new Promise((r) => setTimeout(r, 100));
    const allMs = performance.now() - started;
    // Let stragglers (a second mail would be a bug) arrive before counting.
    await new Promise((r) => setTimeout(r, 2000));
    sent = (await mails()) - before;

    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`\n== Fan-out of one league_update to a ${MEMBERS}-member league (local host, every member wants it by e-mail) ==`);
    console.log(`rename call answered in ${requestMs.toFixed(0)} ms (the fan-out is off the request path)`);
    console.log(`all ${sent} mails in the local inbox after ${(allMs / 1000).toFixed(1)} s (${((allMs / sent) || 0).toFixed(1)} ms per recipient)`);
    console.log(`DynamoDB requests: ${total} (${(total / (MEMBERS - 1)).toFixed(1)} per recipient): ${JSON.stringify(Object.fromEntries([...counts].sort()))}`);
    console.log(`mails sent: ${sent} for ${MEMBERS - 1} recipients (the admin who renamed is not told)`);
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
