/** Notification channels on the real local host: e-mail to the mail catcher and web push to the push stand-in, preferences, quiet hours, unsubscribe, bounces and bad input. */
import { describe, expect, inject, it } from "vitest";
import { defaultPreferences } from "../../shared/notification-preferences";
import { notificationTypes } from "../../shared/notification-types";
import { eventually } from "../support/eventually";
import { liveLeague } from "../support/live-league";
import { expirePushSubscription, linkAfter, mailsTo, newPushSubscription, pushesTo, reportMailFeedback } from "../support/mailbox";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";
import { badInput, pathOf } from "../support/api";

type Client = Awaited<ReturnType<typeof signedIn>>;

async function setPreferences(
  client: Client,
  channels: Record<string, { bell: boolean; email: boolean; push: boolean }>,
  quietHours = defaultPreferences("UTC").quietHours,
) {
  const saved = await client.call(contract.notifications.savePreferences, { body: { channels, quietHours } });
  expect(saved.status).toBe(200);
  return saved.body;
}

async function subscribePush(client: Client) {
  const device = await newPushSubscription();
  const added = await client.call(contract.notifications.addPushSubscription, { body: device.subscription });
  expect(added.status).toBe(200);
  return { ...device, storedId: added.body.id as string };
}

describe("each type arrives once per channel", () => {
  it("league news reaches the bell, one e-mail and one push, with working links and unsubscribe headers", async () => {
    const { admin, league, members } = await leagueWith(1, "Mailroom");
    const member = members[0];
    await setPreferences(member, { league_update: { bell: true, email: true, push: true } });
    const device = await subscribePush(member);

    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Mailroom FC" } });
    // The file's first delivery starts the notification functions cold: wait for the host's work, not a fixed time.
    await untilQuiet();
    const [mail] = await eventually(async () => {
      const mails = (await mailsTo(member.email)).filter((m) => m.subject.startsWith("League renamed"));
      expect(mails).toHaveLength(1);
      return mails;
    });
    const [push] = await eventually(async () => {
      const pushes = await pushesTo(device.id);
      expect(pushes).toHaveLength(1);
      return pushes;
    });
    expect(push.payload).toMatchObject({ title: "League renamed", url: "/leaderboard", body: expect.stringContaining("Mailroom FC") });
    expect(mail.subject).toBe("League renamed · Mailroom FC");
    expect(mail.html).toContain("Mailroom FC");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\?token=[\w.%-]+>/);
    // The button goes into the app, and the app answers it.
    const button = linkAfter(mail, "Open the leaderboard");
    expect(button).toBe(`${inject("baseUrl")}/leaderboard`);
    expect((await fetch(button)).status).toBe(200);

    // A redelivered announcement sends nothing more: each channel was claimed once.
    const { deliver } = await import("../../functions/notifications/deliver");
    const me = (await member.call(contract.auth.currentUser)).body;
    const note = (await member.call(contract.notifications.list)).body.find((n: { title: string }) => n.title === "League renamed");
    expect(await deliver(me.id ?? me.userId, note.id)).toEqual({ email: false, push: 0, held: false });
    await untilQuiet();
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith("League renamed"))).toHaveLength(1);
    expect(await pushesTo(device.id)).toHaveLength(1);
  });

  it("mails picks_needed by default (with a link to the picks page) and keeps league news in the bell only", async () => {
    const { admin, league, members } = await leagueWith(1, "Defaults");
    const [reminder] = await eventually(async () => {
      await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
      const mails = (await mailsTo(members[0].email)).filter((m) => m.subject.startsWith("Your picks are needed"));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(linkAfter(reminder, "Make your picks")).toBe(`${inject("baseUrl")}/register`);
    // The admin heard "New member" in the bell, but league news is not mailed by default.
    await eventually(async () =>
      expect((await admin.call(contract.notifications.list)).body.map((n: { title: string }) => n.title)).toContain("New member"),
    );
    await untilQuiet();
    expect((await mailsTo(admin.email)).filter((m) => m.subject.startsWith("New member"))).toEqual([]);
  });

  it("mails each member their three players when the draft is executed", async () => {
    const stamp = `${process.pid}${Date.now()}`;
    const { admin, members } = await liveLeague(inject("baseUrl"), { stamp, leagueName: "Drafted", names: ["Ada Admin", "Ben Member"] });
    for (const person of [admin, members[0]]) {
      const [mail] = await eventually(async () => {
        const mails = (await mailsTo(person.email)).filter((m) => m.subject.startsWith("The draft is done"));
        expect(mails).toHaveLength(1);
        return mails;
      }, 15_000);
      expect(mail.text).toMatch(/\n1\. .+\n2\. .+\n3\. .+\n/);
      expect(mail.subject).toContain("Drafted");
    }
  });
});

describe("preferences", () => {
  it("honour channel switches: e-mail off sends none, bell off hides it from the bell", async () => {
    const { admin, league, members } = await leagueWith(1, "Quiet please");
    const member = members[0];
    await setPreferences(member, { picks_needed: { bell: false, email: false, push: false } });
    await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
    await untilQuiet();
    expect(await mailsTo(member.email)).toEqual([]);
    expect((await member.call(contract.notifications.list)).body.filter((n: { type: string }) => n.type === "picks_needed")).toEqual([]);
  });

  it("holds e-mail and push during quiet hours and sends them once when the hours end", async () => {
    const { admin, league, members } = await leagueWith(1, "Night owls");
    const member = members[0];
    const hour = new Date().getUTCHours();
    const pad = (h: number) => String((h + 24) % 24).padStart(2, "0");
    await setPreferences(member, {}, { enabled: true, start: `${pad(hour - 1)}:00`, end: `${pad(hour + 1)}:00`, timeZone: "UTC" });
    const device = await subscribePush(member);
    await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
    // The bell has it at once; mail and push wait.
    await eventually(async () =>
      expect((await member.call(contract.notifications.list)).body.map((n: { type: string }) => n.type)).toContain("picks_needed"),
    );
    await untilQuiet();
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await pushesTo(device.id)).toEqual([]);

    const { releaseHeld } = await import("../../functions/jobs/release-held-notifications");
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect((await releaseHeld(later)).released).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith("Your picks are needed"))).toHaveLength(1);
    expect(await pushesTo(device.id)).toHaveLength(1);
    // Released once: a second run finds nothing of theirs.
    await releaseHeld(later);
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith("Your picks are needed"))).toHaveLength(1);
  });

  it("refuses unknown types, channels, times and zones, and stores nothing", async () => {
    const me = await signedIn("picky");
    const before = (await me.call(contract.notifications.preferences)).body;
    const quietHours = defaultPreferences().quietHours;
    for (const body of [
      { channels: { spam: { bell: true, email: true, push: true } }, quietHours },
      { channels: { league_update: { bell: true, email: true, push: true, sms: true } }, quietHours },
      { channels: { league_update: { bell: "yes", email: true, push: true } }, quietHours },
      { channels: {}, quietHours: { ...quietHours, start: "7pm" } },
      { channels: {}, quietHours: { ...quietHours, timeZone: "Mars/Olympus" } },
      { channels: {} },
    ]) {
      const answer = await me.call(contract.notifications.savePreferences, { body: badInput(body) });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await me.call(contract.notifications.preferences)).body).toEqual(before);
    expect(before.preferences.channels.picks_needed.email).toBe(true);
    expect((await anonymous().call(contract.notifications.preferences)).status).toBe(401);
  });
});

describe("unsubscribe", () => {
  it("works signed out, by one-click POST and by the link in the body, for that type only", async () => {
    const { admin, league, members } = await leagueWith(1, "Leavers");
    const member = members[0];
    const [mail] = await eventually(async () => {
      await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
      const mails = await mailsTo(member.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const oneClick = mail.headers["list-unsubscribe"].match(/<([^>]+)>/)![1];
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: "picks_needed", label: "Picks needed" });
    const after = (await member.call(contract.notifications.preferences)).body.preferences.channels;
    expect(after.picks_needed).toEqual({ bell: true, email: false, push: true });
    expect(after.deadline_reminder.email).toBe(true);

    // The link in the body lands on the settings page, which posts the token; no session needed.
    const link = new URL(linkAfter(mail, "Unsubscribe from picks needed"));
    expect(link.pathname).toBe("/profile-settings");
    expect((await fetch(link)).status).toBe(200);
    expect(
      (await anonymous().call(contract.notifications.unsubscribe, { body: { token: link.searchParams.get("unsubscribe") ?? "" } })).status,
    ).toBe(200);
  });

  it("cannot be forged for another user or another type, and refuses garbage", async () => {
    const { admin, league, members } = await leagueWith(1, "Forgers");
    const [mail] = await eventually(async () => {
      await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
      const mails = await mailsTo(members[0].email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const token = new URL(linkAfter(mail, "Unsubscribe from picks needed")).searchParams.get("unsubscribe")!;
    const [payload, signature] = token.split(".");
    const claim = JSON.parse(Buffer.from(payload, "base64url").toString());
    const victimId = (await admin.call(contract.auth.currentUser)).body.id;
    const forge = (change: object) => `${Buffer.from(JSON.stringify({ ...claim, ...change })).toString("base64url")}.${signature}`;
    const before = (await admin.call(contract.notifications.preferences)).body;
    for (const bad of [
      forge({ u: victimId }),
      forge({ t: "deadline_reminder" }),
      forge({ e: claim.e + 1 }),
      "nonsense",
      `${payload}.AAAA`,
    ]) {
      const answer = await anonymous().call(contract.notifications.unsubscribe, { body: { token: bad } });
      expect(answer.status).toBe(400);
    }
    expect((await anonymous().call(contract.notifications.unsubscribe, { body: badInput({}) })).status).toBe(400);
    const formNoToken = await fetch(new URL(pathOf(contract.notifications.unsubscribe), inject("baseUrl")), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(formNoToken.status).toBe(400);
    // Other form posts stay refused everywhere (the CSRF guard).
    const otherForm = await fetch(new URL(pathOf(contract.notifications.unsubscribe, { query: { token } }), inject("baseUrl")), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(otherForm.status).toBe(415);
    expect((await admin.call(contract.notifications.preferences)).body).toEqual(before);
  });
});

describe("push subscriptions", () => {
  it("refuses malformed subscriptions and other users' devices, storing nothing", async () => {
    const me = await signedIn("pusher");
    const other = await signedIn("other");
    const { subscription } = await newPushSubscription();
    for (const bad of [
      { ...subscription, endpoint: "http://evil.example/push" },
      { ...subscription, endpoint: "not a url" },
      { ...subscription, keys: { ...subscription.keys, p256dh: "short" } },
      { ...subscription, keys: { ...subscription.keys, auth: "!!!" } },
      { ...subscription, extra: true },
      { endpoint: subscription.endpoint },
    ]) {
      expect((await me.call(contract.notifications.addPushSubscription, { body: badInput(bad) })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await me.call(contract.notifications.preferences)).body.push.devices).toEqual([]);
    const added = await other.call(contract.notifications.addPushSubscription, { body: subscription });
    expect((await me.call(contract.notifications.removePushSubscription, { params: { id: added.body.id } })).status).toBe(404);
    expect((await other.call(contract.notifications.preferences)).body.push.devices).toHaveLength(1);
    expect((await other.call(contract.notifications.removePushSubscription, { params: { id: added.body.id } })).status).toBe(200);
    expect((await other.call(contract.notifications.preferences)).body.push.devices).toEqual([]);
  });

  it("forgets a subscription the push service says is gone", async () => {
    const { admin, league, members } = await leagueWith(1, "Gone");
    const device = await subscribePush(members[0]);
    await expirePushSubscription(device.id);
    await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
    await eventually(async () => expect((await members[0].call(contract.notifications.preferences)).body.push.devices).toEqual([]));
  });
});

describe("bounces and complaints", () => {
  it("stop e-mail to that address, the settings say so, and the member can resume", async () => {
    const { admin, league, members } = await leagueWith(1, "Bouncers");
    const member = members[0];
    await reportMailFeedback("Bounce", member.email);
    const stopped = await eventually(async () => {
      const settings = (await member.call(contract.notifications.preferences)).body;
      expect(settings.email.stopped).toMatchObject({ reason: "bounce" });
      return settings;
    });
    expect(stopped.email.address).toBe(member.email);
    await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
    await eventually(async () =>
      expect((await member.call(contract.notifications.list)).body.map((n: { type: string }) => n.type)).toContain("picks_needed"),
    );
    await untilQuiet();
    expect(await mailsTo(member.email)).toEqual([]);
    const resumed = await member.call(contract.notifications.resumeEmail);
    expect(resumed.body.email.stopped).toBeNull();

    await reportMailFeedback("Complaint", admin.email);
    await eventually(async () =>
      expect((await admin.call(contract.notifications.preferences)).body.email.stopped).toMatchObject({ reason: "complaint" }),
    );
  });
});

describe("every type", () => {
  it("can reach the bell, e-mail and push, each once, with a working button and unsubscribe link", async () => {
    const { admin } = await leagueWith(0, "All kinds");
    const all = Object.fromEntries(notificationTypes.map((t) => [t, { bell: true, email: true, push: true }]));
    await setPreferences(admin, all);
    const device = await subscribePush(admin);
    for (const type of notificationTypes) {
      expect(
        (
          await admin.call(contract.notifications.testNotification, {
            body: {
              type,
              title: `Kind ${type}`,
              message: `About ${type}`,
              actionUrl: "/leaderboard",
            },
          })
        ).status,
      ).toBe(200);
    }
    const mails = await eventually(async () => {
      const list = (await mailsTo(admin.email)).filter((m) => m.subject.startsWith("Kind "));
      expect(list).toHaveLength(notificationTypes.length);
      return list;
    }, 10_000);
    await eventually(async () => expect(await pushesTo(device.id)).toHaveLength(notificationTypes.length), 10_000);
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(notificationTypes.map((t) => `Kind ${t}`)));
    for (const mail of mails) {
      expect((await fetch(linkAfter(mail, "Open the leaderboard"))).status).toBe(200);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    const bell = (await admin.call(contract.notifications.list)).body.filter((n: { title: string }) => n.title.startsWith("Kind "));
    expect(bell).toHaveLength(notificationTypes.length);
    // The service worker that shows the pushes is served as a script from the app's root.
    const worker = await fetch(`${inject("baseUrl")}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
  });
});
