/**
 * Notifications in Chromium against the real local host: a member's bell starts empty, hears
 * that the admin renamed the league, opens one (marked read, taken to its page) and clears the
 * rest; an admin sees the badge capped at 9+ and uses the notifications test screen. A member
 * is refused the admin screens.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const signInPage = (viewport: typeof DESKTOP, email: string, redirect: string) => signedInPage(browser, baseUrl, viewport, email, redirect);

/** Notifications come from domain events a moment after the call; a reload reads them without waiting for the 30 s poll. */
async function waitForBadge(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        const badge = page.getByTestId("notification-badge");
        if ((await badge.count()) > 0 && (await badge.textContent()) === text) return true;
        await page.reload();
        await page.getByTestId("notification-bell").waitFor();
        return false;
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(true);
}

describe("notification bell", () => {
  it("lets a member see league news, open one and mark the rest read", async () => {
    const stamp = `bell${Date.now()}`;
    const admin = new Browserish(baseUrl);
    await admin.signIn(`admin.${stamp}@example.test`, "Admin");
    const league = (await admin.call(contract.leagues.create, { body: { name: `Bell League ${stamp.slice(-5)}` } })).body as {
      id: string;
      code: string;
    };
    const memberEmail = `member.${stamp}@example.test`;
    const member = new Browserish(baseUrl);
    await member.signIn(memberEmail, "Member");
    await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: "Member" } });

    const page = await signInPage(DESKTOP, memberEmail, "/home");
    await page.getByTestId("notification-bell").click();
    await page.getByTestId("notifications-empty").getByText("No notifications yet").waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("notification-badge").count()).toBe(0);

    // Two renames by the admin: each is a league_update for the member.
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: `Bell League ${stamp.slice(-5)} FC` } });
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: `Bell League ${stamp.slice(-5)} United` } });
    await waitForBadge(page, "2");
    // The name a screen reader hears, from the bell's own words (no aria-label: above nine the badge shows 9+, WCAG 2.5.3).
    expect(await page.getByRole("button", { name: "Notifications, 2 unread", exact: true }).count()).toBe(1);

    await page.getByTestId("notification-bell").click();
    const items = page.getByTestId("notification-item");
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toMatch(/League renamed.*Just now/);
    await items.first().click();
    await page.waitForURL((url) => url.pathname === "/leaderboard");
    await expect.poll(() => page.getByTestId("notification-badge").textContent()).toBe("1");

    await page.getByTestId("notification-bell").click();
    await expect.poll(() => items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-read")))).toEqual(["true", "false"]);
    await page.getByRole("menuitem", { name: "Mark all read" }).click();
    await expect.poll(() => items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-read")))).toEqual(["true", "true"]);
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("notification-badge").count()).toBe(0);

    // Read state is the server's: a reload keeps the bell quiet.
    await page.reload();
    await page.getByTestId("notification-bell").waitFor();
    expect(await page.getByTestId("notification-badge").count()).toBe(0);
    await page.context().close();

    // The member runs no league: the admin screens refuse them.
    const phone = await signInPage(PHONE, memberEmail, "/backups");
    await phone.getByRole("heading", { name: "Access Denied" }).waitFor();
    await phone.goto("/notifications-test");
    await phone.getByRole("heading", { name: "Access Denied" }).waitFor();
    await phone.context().close();
  });

  it("caps the admin's badge at 9+ and sends from the notifications test screen", async () => {
    const stamp = `cap${Date.now()}`;
    const adminEmail = `admin.${stamp}@example.test`;
    const admin = new Browserish(baseUrl);
    await admin.signIn(adminEmail, "Admin");
    await admin.call(contract.leagues.create, { body: { name: `Cap League ${stamp.slice(-5)}` } });
    for (let i = 1; i <= 10; i++) {
      await admin.call(contract.notifications.testNotification, {
        body: { type: "league_update", title: `Note ${i}`, message: `Message ${i}` },
      });
    }

    const page = await signInPage(DESKTOP, adminEmail, "/notifications-test");
    await page.getByRole("heading", { name: "Notifications Test" }).waitFor();
    await expect.poll(() => page.getByTestId("notification-badge").textContent()).toBe("9+");
    await page.getByRole("list", { name: "Implemented Features" }).getByText("Mark all read").waitFor();
    await page.getByRole("list", { name: "Implemented Features" }).getByText("Push notifications").waitFor();

    // The admin has no picks yet, so they are the one member a reminder reaches.
    await page.getByRole("button", { name: "Send Pick Reminders" }).click();
    await expect.poll(() => page.getByTestId("reminder-result").textContent()).toBe("Sent1Short of picks1");
    await page.getByRole("button", { name: "Send Pick Reminders" }).click();
    await expect.poll(() => page.getByTestId("reminder-result").textContent()).toBe("Sent0Short of picks1");

    // A test notification with a path outside the app is refused with the server's reason.
    await page.getByLabel("Title").fill("Off-site link");
    await page.getByLabel("Action URL").fill("https://example.com");
    await page.getByRole("button", { name: "Create Test Notification" }).click();
    await page.getByText("The action URL must be a path in the app, like /leaderboard", { exact: true }).waitFor();
    await page.getByLabel("Action URL").fill("/backups");
    await page.getByLabel("Title").fill("Backups are ready");
    await page.getByRole("button", { name: "Create Test Notification" }).click();
    await page.getByText("Success", { exact: true }).waitFor();

    await page.getByTestId("notification-bell").click();
    await page.getByTestId("notification-item").filter({ hasText: "Backups are ready" }).click();
    await page.waitForURL((url) => url.pathname === "/backups");
    await page.getByRole("heading", { name: "Backups" }).waitFor();
    await page.context().close();
  });
});
