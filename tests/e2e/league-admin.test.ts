/**
 * League administration in Chromium against the real local host: an admin opens a member's
 * picks, archives a member through Smart User Archival and restores them, reads the activity
 * log (filters, details), downloads a backup; then the same screens at phone width.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { CREATOR_EMAIL } from "../support/global-setup";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** A draft league run by a new admin, with one member who has picked three players and one who has none. */
async function seedLeague(label: string) {
  const stamp = `${label}${Date.now()}`;
  const admin = new Browserish(baseUrl);
  const adminEmail = `admin.${stamp}@example.test`;
  await admin.signIn(adminEmail, "Admin");
  const leagueName = `Admin Desk ${stamp.slice(-6)}`;
  const league = (await admin.call(contract.leagues.create, { body: { name: leagueName } })).body as { id: string; code: string };
  const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>).filter((p) => p.status !== "u");
  const names = { keen: `Keen ${stamp.slice(-4)}`, idle: `Idle ${stamp.slice(-4)}` };
  for (const [who, username] of Object.entries(names)) {
    const member = new Browserish(baseUrl);
    await member.signIn(`${who}.${stamp}@example.test`, username);
    await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username } });
    if (who === "keen")
      await member.call(contract.picks.saveTempPicks, {
        params: { leagueId: league.id },
        body: { picks: players.slice(0, 3).map((p) => p.id), revision: Date.now() },
      });
  }
  return { admin, adminEmail, league: { ...league, name: leagueName }, names };
}

const signInPage = (viewport: typeof DESKTOP, email: string, redirect: string) => signedInPage(browser, baseUrl, viewport, email, redirect);

/** Entries arrive from domain events a moment after the call; the log's refresh button asks again. */
async function waitForEntry(page: Page, label: string) {
  const log = page.getByTestId("activity-log");
  await expect
    .poll(
      async () => {
        if ((await log.getByTestId("activity-entry").filter({ hasText: label }).count()) > 0) return true;
        await log.getByRole("button", { name: "Refresh activity log" }).click();
        return false;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
}

describe("league administration (desktop)", () => {
  it("archives and restores a member, reads the activity log and downloads a backup", async () => {
    const { adminEmail, league, names } = await seedLeague("desk");
    const page = await signInPage(DESKTOP, adminEmail, "/home");
    await page.getByRole("link", { name: "User Management", exact: true }).click();
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    await expect.poll(() => page.getByTestId("managed-league-name").textContent()).toBe(league.name);
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(3);
    expect(await page.getByTestId("user-row").filter({ hasText: names.keen }).textContent()).toContain("3/15 draft picks");

    // A row opens to the member's ranked picks and their (not yet drafted) final picks.
    await page.getByRole("button", { name: `Show picks of ${names.keen}` }).click();
    const details = page.getByTestId("user-picks-details");
    await details.getByText("#3", { exact: true }).waitFor();
    await details.getByText("No final picks yet", { exact: false }).waitFor();
    expect(await details.getByTestId("pick-status").textContent()).toBe("Draft picks only");

    // Smart archival: confirm needs a selection and a reason that is not blank.
    await page.getByRole("button", { name: /^Smart Archival/ }).click();
    const dialog = page.getByRole("dialog", { name: "Smart User Archival" });
    await dialog.getByRole("heading", { name: "Recommended" }).waitFor();
    await dialog.getByRole("heading", { name: "Consider Carefully" }).waitFor();
    const confirm = dialog.getByRole("button", { name: /^Archive \d+ Users?$/ });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole("checkbox", { name: new RegExp(names.idle) }).check();
    await dialog.getByLabel("Reason").fill("   ");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Reason").fill("Away all season");
    await dialog.getByRole("button", { name: "Archive 1 User" }).click();
    await page.getByText("Users Archived", { exact: true }).waitFor();
    const archived = page.getByTestId("archived-users");
    await archived.getByText(names.idle).waitFor();
    await archived.getByText("Away all season", { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(2);

    await archived.getByRole("button", { name: `Restore ${names.idle}` }).click();
    await page.getByText("User Restored", { exact: true }).waitFor();
    await archived.waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(3);

    // The activity log: both actions recorded; filters narrow the list; an entry opens its details.
    await waitForEntry(page, "Members archived");
    await waitForEntry(page, "Member restored");
    const log = page.getByTestId("activity-log");
    const entries = log.getByTestId("activity-entry");
    await log.getByRole("combobox", { name: "Severity" }).selectOption("warning");
    await expect.poll(async () => (await entries.allTextContents()).map((t) => t.includes("Members archived"))).toEqual([true]);
    await log.getByRole("combobox", { name: "Category" }).selectOption("user_action");
    await log.getByText("No activity matches these filters.").waitFor();
    await log.getByRole("combobox", { name: "Severity" }).selectOption("all");
    await expect.poll(() => entries.filter({ hasText: "Member joined" }).count()).toBe(2);
    expect((await entries.allTextContents()).every((t) => t.includes("User action"))).toBe(true);
    await log.getByRole("combobox", { name: "Category" }).selectOption("all");
    await log.getByRole("searchbox", { name: "Search activity" }).fill("restored");
    await expect.poll(async () => (await entries.allTextContents()).map((t) => t.includes("Member restored"))).toEqual([true]);
    await entries.first().click();
    const detail = page.getByRole("dialog", { name: "Activity Details" });
    const metadata = JSON.parse((await detail.getByTestId("activity-metadata").textContent())!) as { userIds: string[] };
    expect(metadata.userIds).toHaveLength(1);
    await detail.getByText("Admin action").waitFor();
    await page.keyboard.press("Escape");

    // Backups: the full backup is saved under the server's name and holds the league.
    await page.getByRole("link", { name: "Backups" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      // Chromium names it "Download JSON : Full Backup" (the hidden part is a box of its own).
      page.getByRole("button", { name: /^Download JSON\s*:\s*Full Backup$/ }).click(),
    ]);
    const slug = league.name.toLowerCase().replace(/ /g, "-");
    expect(download.suggestedFilename()).toMatch(new RegExp(`^treble-full-${slug}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const backup = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      format: string;
      type: string;
      league: { id: string; name: string };
      data: { members: unknown[] };
    };
    expect(backup).toMatchObject({ format: "treble-backup", type: "full", league: { id: league.id, name: league.name } });
    expect(backup.data.members).toHaveLength(3);
    await page.getByText("Backup downloaded", { exact: true }).waitFor();
    await page.context().close();
  });
});

describe("a live draft holds the league (issue #35)", () => {
  it("disables the auto draft's execution and the mode switch with the reason, manages the scheduled draft, and logs plainly", async () => {
    const { admin, adminEmail, league } = await seedLeague("hold");
    const startsAt = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    expect(
      (await admin.call(contract.draft.scheduleLiveDraft, { params: { id: league.id }, body: { clock: "2m", startsAt } })).status,
    ).toBe(200);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signInPage(viewport, adminEmail, "/dashboard");
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
      await page.getByTestId("execute-held").getByText("A live draft is scheduled.", { exact: false }).waitFor();
      expect(await page.getByRole("button", { name: "Execute Draft & Go Live" }).isDisabled()).toBe(true);
      await expect.poll(() => page.getByRole("button", { name: /Simulate Draft/ }).isDisabled()).toBe(false);
      const mode = page.getByRole("switch", { name: "Live mode" });
      expect(await mode.isDisabled()).toBe(true);
      expect(await page.getByTestId("mode-held").textContent()).toContain("switching the season mode wait");
      const controls = page.getByTestId("scheduled-draft-controls");
      await controls.getByRole("button", { name: "Start it now" }).waitFor();
      await controls.getByRole("button", { name: "Move the start" }).waitFor();
      expect(await controls.getByRole("button", { name: "Change the clock" }).isDisabled()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/wt-a-hold-${viewport.width}.png`, fullPage: true });
      if (viewport === DESKTOP) {
        // The clock changed from the card: the card says the new one.
        await controls.getByRole("combobox", { name: "New pick clock" }).selectOption("90s");
        await controls.getByRole("button", { name: "Change the clock" }).click();
        await page.getByText(/scheduled for .* with 90 seconds a pick/).waitFor();
      }
      await page.close();
    }

    // Started now, a pick made for a member, paused, undone: the log names the player and speaks in words.
    const base = { params: { id: league.id } };
    const started = (await admin.call(contract.draft.changeLiveDraft, { ...base, body: { startsAt: "now" } })).body;
    expect(started.status).toBe("running");
    const free = ((await admin.call(contract.feed.players)).body as Array<{ id: number; status: string }>).filter((p) => p.status !== "u");
    const picked = await admin.call(contract.draft.livePick, { ...base, body: { overall: 1, playerId: free[40].id } });
    const playerName = picked.body.picks[0].playerName as string;
    expect((await admin.call(contract.draft.pauseLiveDraft, base)).status).toBe(200);
    expect((await admin.call(contract.draft.undoLivePick, base)).status).toBe(200);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await signInPage(viewport, adminEmail, "/user-management");
      await waitForEntry(page, "Pick undone");
      await waitForEntry(page, "Live draft paused");
      const entries = page.getByTestId("activity-log").getByTestId("activity-entry");
      const texts = await entries.allTextContents();
      expect(texts.find((t) => t.includes("Pick undone"))).toContain(`undid pick 1: ${playerName}`);
      expect(texts.find((t) => t.includes("Live draft paused"))?.toLowerCase()).not.toContain("warning");
      for (const t of texts) {
        expect(t).not.toMatch(/\b[A-Z]+(?:_[A-Z]+)+\b/);
        expect(t).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      }
      await page.screenshot({ path: `/tmp/wt-a-log-${viewport.width}.png`, fullPage: true });
      await page.close();
    }
  });
});

describe("managing people (desktop, site creator)", () => {
  it("invites and withdraws, adds an existing account, copies e-mails, deletes and transfers", async () => {
    const stamp = `people${Date.now()}`;
    const creator = new Browserish(baseUrl);
    await creator.signIn(CREATOR_EMAIL, "Creator");
    const from = (await creator.call(contract.leagues.create, { body: { name: `Transfer From ${stamp.slice(-6)}` } })).body as {
      id: string;
      code: string;
      name: string;
    };
    const to = (await creator.call(contract.leagues.create, { body: { name: `Transfer To ${stamp.slice(-6)}` } })).body as {
      id: string;
      name: string;
    };
    const mover = new Browserish(baseUrl);
    const moverEmail = `mover.${stamp}@example.test`;
    await mover.signIn(moverEmail, "Mover");
    await mover.call(contract.leagues.joinByCode, { params: { id: from.code }, body: { username: `Mover ${stamp.slice(-4)}` } });
    const existingEmail = `existing.${stamp}@example.test`;
    await new Browserish(baseUrl).signIn(existingEmail, "Existing");

    const page = await signInPage(DESKTOP, CREATOR_EMAIL, "/user-management");
    await page.getByTestId("league-selector").click();
    await page
      .getByRole("menuitem")
      .filter({ hasText: `Transfer From ${stamp.slice(-6)}` })
      .click();
    await expect.poll(() => page.getByTestId("managed-league-name").textContent()).toBe(`Transfer From ${stamp.slice(-6)}`);
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(2);

    // Add User: both fields required; a new e-mail is an invitation until it signs in.
    await page.getByRole("button", { name: "Add User" }).click();
    const add = page.getByRole("dialog", { name: "Add New User" });
    await add.getByRole("button", { name: "Add User" }).click();
    await page.getByText("Please fill in all fields", { exact: true }).waitFor();
    await add.getByLabel("Full Name").fill("Dana Invitee");
    await add.getByLabel("Email Address").fill(`dana.${stamp}@example.test`);
    await add.getByRole("button", { name: "Add User" }).click();
    await page.getByText("User added successfully", { exact: true }).waitFor();
    const invitations = page.getByTestId("pending-invitations");
    await invitations.getByText("Dana Invitee").waitFor();
    await invitations.getByRole("button", { name: `Withdraw invitation for dana.${stamp}@example.test` }).click();
    await invitations.waitFor({ state: "detached" });

    // An e-mail that already has an account joins at once.
    await page.getByRole("button", { name: "Add User" }).click();
    await add.getByLabel("Full Name").fill("Existing Person");
    await add.getByLabel("Email Address").fill(existingEmail);
    await add.getByRole("button", { name: "Add User" }).click();
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(3);

    await page.getByRole("button", { name: "Copy Emails (3)" }).click();
    await page.getByRole("button", { name: "Copied!" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("; ").sort()).toEqual([CREATOR_EMAIL, existingEmail, moverEmail].sort());

    await page.getByRole("button", { name: "Delete Existing Person" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete User" }).click();
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(2);
    expect(await page.getByRole("button", { name: "Delete Creator" }).count()).toBe(0);

    // Transfer: the target is required, and the member leaves this league for the other.
    await page.getByRole("button", { name: `Transfer Mover ${stamp.slice(-4)}` }).click();
    const transfer = page.getByRole("dialog", { name: "Transfer User Between Leagues" });
    expect(await transfer.getByRole("option", { name: from.name }).count()).toBe(0);
    await transfer.getByRole("button", { name: "Transfer User" }).click();
    await page.getByText("Please select a target league.", { exact: true }).waitFor();
    await transfer.getByLabel("Target league").selectOption({ label: to.name });
    await transfer.getByRole("button", { name: "Transfer User" }).click();
    await page.getByText("User transferred", { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(1);
    const moved = (await creator.call(contract.draft.draftUsers, { params: { leagueId: to.id } })).body as Array<{ email: string }>;
    expect(moved.map((u) => u.email)).toContain(moverEmail);
    await page.context().close();
  });
});

describe("league administration (phone)", () => {
  it("shows members as cards that open, archives one from its card, fits the screen, and so does the bell", async () => {
    const { admin, adminEmail, names } = await seedLeague("phone");
    await admin.call(contract.notifications.testNotification, {
      body: {
        type: "league_update",
        title: "Phone check",
        message: "A notification on a small screen.",
        actionUrl: "/user-management",
      },
    });
    const page = await signInPage(PHONE, adminEmail, "/user-management");
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(3);
    await page.getByRole("button", { name: `Show picks of ${names.keen}` }).click();
    await page.getByTestId("user-picks-details").getByText("#1", { exact: true }).waitFor();
    await page.getByTestId("activity-log").getByTestId("activity-entry").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // One member archived from their card, with the default reason, then restored.
    await page.getByRole("button", { name: `Archive ${names.idle}` }).click();
    await page
      .getByRole("dialog", { name: `Archive ${names.idle}?` })
      .getByRole("button", { name: "Archive User" })
      .click();
    const archived = page.getByTestId("archived-users");
    await archived.getByText("Incomplete player selections before draft execution", { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId("user-row").count()).toBe(2);
    await archived.getByRole("button", { name: `Restore ${names.idle}` }).click();
    await archived.waitFor({ state: "detached" });

    await page.getByTestId("notification-bell").click();
    const menu = page.getByRole("menu", { name: "Notifications" });
    await menu.getByText("Phone check").waitFor();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
