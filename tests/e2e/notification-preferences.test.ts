/**
 * Notification preferences in Chromium against the real local host: a member turns e-mail off
 * for picks reminders and on for league news, the admin's actions send both kinds, and only the
 * league news mail arrives; its unsubscribe link works in a signed-out browser.
 */
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, newVisitor, signedInPage, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { linkAfter, mailsTo } from "../support/mailbox";
import { untilQuiet } from "../support/quiet";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

describe("notification preferences", () => {
  it("sends only the e-mails a member asked for, and unsubscribes signed out", async () => {
    const stamp = `prefs${Date.now()}`;
    const admin = new Browserish(baseUrl);
    await admin.signIn(`admin.${stamp}@example.test`, "Admin");
    const league = (await admin.call(contract.leagues.create, { body: { name: `Prefs League ${stamp.slice(-5)}` } })).body as {
      id: string;
      code: string;
    };
    const memberEmail = `member.${stamp}@example.test`;
    const member = new Browserish(baseUrl);
    await member.signIn(memberEmail, "Member");
    await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: "Member" } });

    const page = await signedInPage(browser, baseUrl, DESKTOP, memberEmail, "/profile-settings");
    const picksByMail = page.getByRole("switch", { name: "Picks needed: E-mail" });
    const newsByMail = page.getByRole("switch", { name: "League news: E-mail" });
    await picksByMail.waitFor();
    expect(await picksByMail.getAttribute("aria-checked")).toBe("true");
    expect(await newsByMail.getAttribute("aria-checked")).toBe("false");
    await picksByMail.click();
    await expect
      .poll(async () => (await member.call(contract.notifications.preferences)).body.preferences.channels.picks_needed.email)
      .toBe(false);
    await newsByMail.click();
    await expect
      .poll(async () => (await member.call(contract.notifications.preferences)).body.preferences.channels.league_update.email)
      .toBe(true);
    await page.screenshot({ path: "docs/screenshots/notification-settings-desktop.png", fullPage: true });

    // Both kinds are sent: a pick reminder and league news.
    // The admin is short of picks too: two reminders, one of them the member's.
    expect((await admin.call(contract.notifications.sendPickReminders, { body: { leagueId: league.id } })).body.sent).toBe(2);
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: `Prefs League ${stamp.slice(-5)} FC` } });
    await expect
      .poll(async () => (await member.call(contract.notifications.list)).body.map((n: { type: string }) => n.type).sort(), {
        timeout: 15_000,
      })
      .toEqual(["league_update", "picks_needed"]);
    await expect.poll(async () => (await mailsTo(memberEmail)).length, { timeout: 15_000 }).toBe(1);
    // Every delivery the two sends set going has ended: a picks reminder mail would be here by now.
    await untilQuiet();
    const mails = await mailsTo(memberEmail);
    expect(mails.map((m) => m.subject)).toEqual([`League renamed · Prefs League ${stamp.slice(-5)} FC`]);

    // The mail as the local inbox shows it.
    const inbox = await (await newVisitor(browser, inject("inboxUrl"), DESKTOP)).newPage();
    await inbox.goto(`${inject("inboxUrl")}/messages/${mails[0].id}`);
    await inbox.frameLocator("iframe").getByRole("link", { name: "Open the leaderboard" }).waitFor();
    await inbox.screenshot({ path: "docs/screenshots/notification-mail-desktop.png" });

    // The mail's unsubscribe link, opened on a phone that is not signed in.
    const visitor = await newVisitor(browser, baseUrl, PHONE);
    const phone = await visitor.newPage();
    await phone.goto(linkAfter(mails[0], "Unsubscribe from league news"));
    await phone.getByText("You are unsubscribed from").waitFor();
    expect(await phone.getByRole("status").textContent()).toContain("League news");
    await phone.screenshot({ path: "docs/screenshots/unsubscribe-phone.png" });
    expect((await member.call(contract.notifications.preferences)).body.preferences.channels.league_update.email).toBe(false);

    const memberPhone = await signedInPage(browser, baseUrl, PHONE, memberEmail, "/profile-settings");
    await memberPhone.getByRole("switch", { name: "League news: E-mail" }).waitFor();
    expect(await memberPhone.getByRole("switch", { name: "League news: E-mail" }).getAttribute("aria-checked")).toBe("false");
    await memberPhone.screenshot({ path: "docs/screenshots/notification-settings-phone.png", fullPage: true });
  });
});

describe("deadline countdown", () => {
  it("counts down on Home and the leaderboard in the last 48 hours, and not before", async () => {
    const stamp = `count${Date.now()}`;
    const admin = new Browserish(baseUrl);
    const email = `admin.${stamp}@example.test`;
    await admin.signIn(email, "Admin");
    await admin.call(contract.leagues.create, { body: { name: `Countdown ${stamp.slice(-5)}` } });
    const next = ((await admin.call(contract.feed.gameweeks)).body as Array<{ name: string; isNext: boolean; deadlineTime: string }>).find(
      (g) => g.isNext,
    )!;
    const deadline = Date.parse(next.deadlineTime);

    const page = await signedInPage(browser, baseUrl, PHONE, email, "/profile");
    await page.clock.setFixedTime(deadline - (5 * 60 + 30) * 60_000);
    await page.goto("/home");
    const timer = page.getByRole("timer");
    await timer.waitFor();
    expect(await timer.getAttribute("aria-label")).toBe(`${next.name} deadline in 5h 30m`);
    await page.screenshot({ path: "docs/screenshots/deadline-countdown-phone.png" });
    await page.goto("/leaderboard");
    await page.getByRole("timer").waitFor();

    const early = await signedInPage(browser, baseUrl, DESKTOP, email, "/profile");
    await early.clock.setFixedTime(deadline - 49 * 3_600_000);
    await early.goto("/home");
    await early.getByRole("heading", { name: /Welcome back/ }).waitFor();
    expect(await early.getByRole("timer").count()).toBe(0);
  });
});
