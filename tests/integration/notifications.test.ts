/** Notifications: league news from domain events, reminders (once a day), the bell's calls. */
import { describe, expect, it } from "vitest";
import { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { startOwnHost } from "../support/own-host";
import { anonymous, leagueWith, signedIn } from "../support/people";
import { contract } from "../../shared/contract/routes";
import { badInput } from "../support/api";

const titles = (body: Array<{ title: string }>) => body.map((n) => n.title);

describe("league updates", () => {
  it("tells admins who joined and everyone that the league was renamed", async () => {
    const { admin, league, members } = await leagueWith(1, "Newsroom");
    await eventually(async () => expect(titles((await admin.call(contract.notifications.list)).body)).toContain("New member"));
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Newsroom FC" } });
    const mine = await eventually(async () => {
      const list = (await members[0].call(contract.notifications.list)).body;
      expect(titles(list)).toEqual(["League renamed"]);
      return list;
    });
    expect(mine[0]).toMatchObject({
      type: "league_update",
      isRead: false,
      actionUrl: "/leaderboard",
      message: expect.stringContaining("Newsroom FC"),
    });
    // The one who acted is not told about their own action.
    expect(titles((await admin.call(contract.notifications.list)).body)).not.toContain("League renamed");
  });
});

describe("the bell's calls", () => {
  it("marks one or all read, only the caller's own", async () => {
    const { admin, members } = await leagueWith(2);
    await admin.call(contract.notifications.testNotification, {
      body: { type: "league_update", title: "One", message: "first", actionUrl: "/home" },
    });
    await admin.call(contract.notifications.testNotification, { body: { type: "league_update", title: "Two", message: "second" } });
    const list = await eventually(async () => {
      const body = (await admin.call(contract.notifications.list)).body;
      expect(body.filter((n: { title: string }) => ["One", "Two"].includes(n.title))).toHaveLength(2);
      return body;
    });
    const one = list.find((n: { title: string }) => n.title === "One");
    expect((await members[0].call(contract.notifications.markRead, { params: { id: one.id }, body: { isRead: true } })).status).toBe(404);
    expect((await admin.call(contract.notifications.markRead, { params: { id: one.id }, body: { isRead: badInput(false) } })).status).toBe(
      400,
    );
    expect((await admin.call(contract.notifications.markRead, { params: { id: one.id }, body: { isRead: true } })).status).toBe(200);
    expect((await admin.call(contract.notifications.list)).body.find((n: { id: string }) => n.id === one.id).isRead).toBe(true);
    await admin.call(contract.notifications.markAllRead, { body: {} });
    expect((await admin.call(contract.notifications.list)).body.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect((await anonymous().call(contract.notifications.list)).status).toBe(401);
  });

  it("lets admins only send test notifications, to in-app paths only", async () => {
    const { admin, members } = await leagueWith(1);
    const ok = { type: "league_update" as const, title: "Hi", message: "there" };
    expect((await members[0].call(contract.notifications.testNotification, { body: ok })).status).toBe(403);
    expect((await (await signedIn("nobody")).call(contract.notifications.testNotification, { body: ok })).status).toBe(403);
    for (const actionUrl of ["https://evil.example", "//evil.example", "javascript:alert(1)"]) {
      expect((await admin.call(contract.notifications.testNotification, { body: { ...ok, actionUrl } })).status).toBe(400);
    }
    expect((await admin.call(contract.notifications.testNotification, { body: { ...ok, title: " " } })).status).toBe(400);
    expect((await admin.call(contract.notifications.testNotification, { body: { ...ok, type: badInput("spam") } })).status).toBe(400);
  });
});

describe("reminders", () => {
  it("sends picks_needed to members below 15 picks, once per user per day however often it runs", async () => {
    const { admin, league, members } = await leagueWith(2);
    const players = (await admin.call(contract.feed.players)).body
      .filter((p: { status: string }) => p.status !== "u")
      .map((p: { id: number }) => p.id);
    await members[0].call(contract.picks.register, { body: { leagueId: league.id, picks: players.slice(0, 15) } });
    const first = await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
    expect(first.body).toEqual({ sent: 2, considered: 2 });
    const second = await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } });
    expect(second.body).toEqual({ sent: 0, considered: 2 });
    const reminded = (await members[1].call(contract.notifications.list)).body.filter((n: { type: string }) => n.type === "picks_needed");
    expect(reminded).toHaveLength(1);
    expect(reminded[0].actionUrl).toBe("/register");
    expect((await members[0].call(contract.notifications.list)).body.filter((n: { type: string }) => n.type === "picks_needed")).toEqual(
      [],
    );
    expect((await members[0].call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } })).status).toBe(403);
  });

  // The job reminds every league in draft mode in the store: on the shared host it would write into
  // other files' leagues while the authorization matrix and hostile-input compare their worlds, so
  // it runs against a host and store of its own.
  it("sends deadline reminders in the day before a deadline, once per gameweek, from the scheduled job", async () => {
    const host = await startOwnHost("deadline-reminders", { creatorEmails: "" });
    try {
      const admin = new Browserish(host.url);
      await admin.signIn("deadline.admin@example.com", "Deadline Admin");
      expect((await admin.call(contract.leagues.create, { body: { name: "Deadline League" } })).status).toBe(200);
      process.env.DYNAMODB_ENDPOINT = host.dynamoEndpoint;
      process.env.TABLE_NAME = "treble";
      const { sendDeadlineReminders } = await import("../../functions/notifications/reminders");
      const next = (await admin.call(contract.feed.gameweeks)).body.find((g: { isNext: boolean }) => g.isNext);
      const beforeDeadline = new Date(Date.parse(next.deadlineTime) - 2 * 3_600_000);
      const run = await sendDeadlineReminders(beforeDeadline);
      expect(run).toEqual({ sent: 1, gameweek: next.id });
      await sendDeadlineReminders(beforeDeadline);
      const reminders = (await admin.call(contract.notifications.list)).body.filter(
        (n: { type: string; leagueId: string }) => n.type === "deadline_reminder",
      );
      expect(reminders.length).toBe(1);
      expect(reminders[0].title).toBe(`${next.name} deadline in 2h`);
      expect((await sendDeadlineReminders(new Date(Date.parse(next.deadlineTime) - 48 * 3_600_000))).sent).toBe(0);
    } finally {
      await host.close();
    }
  }, 120_000);
});
