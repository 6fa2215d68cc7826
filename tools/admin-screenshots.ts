/**
 * Screenshots of the league-administration screens (user management, smart archival, activity
 * log, backups, the bell, notifications test) at desktop and phone width. Run against a host
 * with a fresh data folder:
 *   PORT=3700 TREBLE_DATA_DIR=/tmp/admin-shots npm start
 *   npx tsx tools/admin-screenshots.ts http://localhost:3700 docs/screenshots
 */
import { join } from "node:path";
import { joinedMember, shotsIn, sundayLegends, VIEWPORTS } from "./shots";
import { untilQuiet } from "../tests/support/quiet";
import { launchBrowser, signedInPage } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { executed, simulated } from "../tests/support/draft-runs";
import { contract } from "../shared/contract/routes";

const baseUrl = process.argv[2] ?? "http://localhost:3700";
const outDir = process.argv[3] ?? "docs/screenshots";
const shoot = shotsIn(outDir, { dismissToasts: true });

/** A draft league with members at every stage of picking, an invitation, an archived member and some news. */
async function seed(stamp: string) {
  const { owner, email, league } = await sundayLegends(baseUrl, stamp);
  const players = (await owner.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number; status: string }>;
  const ranked = players
    .filter((p) => p.status !== "u")
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .map((p) => p.id);
  await owner.call(contract.picks.register, { body: { picks: ranked.slice(0, 15), leagueId: league.id, revision: Date.now() } });
  const members: Array<[string, string, number]> = [
    ["jamie", "Jamie Fox", 15],
    ["priya", "Priya Shah", 6],
    ["sam", "Sam O'Neill", 0],
    ["chris", "Chris Taylor", 2],
  ];
  for (const [local, username, picks] of members) {
    const member = await joinedMember(baseUrl, `${local}.${stamp}@example.com`, username, league.code);
    const list = ranked.slice(picks * 2, picks * 3);
    if (picks === 15)
      await member.call(contract.picks.register, { body: { picks: ranked.slice(5, 20), leagueId: league.id, revision: Date.now() } });
    else if (picks > 0)
      await member.call(contract.picks.saveTempPicks, { params: { leagueId: league.id }, body: { picks: list, revision: Date.now() } });
  }
  await owner.call(contract.members.add, { body: { name: "Dana Whitfield", email: `dana.${stamp}@example.com`, leagueId: league.id } });
  const users = (await owner.call(contract.draft.draftUsers, { params: { leagueId: league.id } })).body as Array<{
    id: string;
    username: string;
  }>;
  const chris = users.find((u) => u.username === "Chris Taylor")!;
  await owner.call(contract.draft.archiveUsers, {
    params: { id: league.id },
    body: { userIds: [chris.id], reason: "Left the group chat in August" },
  });
  await owner.call(contract.notifications.testNotification, {
    body: {
      type: "picks_needed",
      title: "Deadline this Friday",
      message: "Gameweek 9 locks on Friday at 18:30. Two members still have incomplete picks.",
      actionUrl: "/user-management",
    },
  });
  // The test notification is delivered in the background; the bell should show it.
  await untilQuiet(baseUrl);
  return { email, leagueId: league.id, live: await draftedLeague(owner, stamp, ranked) };
}

/** A second league whose draft has run, so an opened row shows the final picks too. */
async function draftedLeague(owner: Browserish, stamp: string, ranked: number[]) {
  const league = (await owner.call(contract.leagues.create, { body: { name: "Office Five-a-Side" } })).body as { id: string; code: string };
  await owner.call(contract.picks.register, { body: { picks: ranked.slice(0, 15), leagueId: league.id, revision: Date.now() } });
  for (const [i, [local, username]] of [
    ["morgan", "Morgan Lee"],
    ["taylor", "Taylor Reid"],
  ].entries()) {
    const member = await joinedMember(baseUrl, `${local}.${stamp}@example.com`, username, league.code);
    await member.call(contract.picks.register, {
      body: { picks: ranked.slice(3 * (i + 1), 3 * (i + 1) + 15), leagueId: league.id, revision: Date.now() },
    });
  }
  await simulated(owner, league.id);
  await executed(owner, league.id);
  // The executed draft takes the league live in the background.
  await untilQuiet(baseUrl);
  const leagues = (await owner.call(contract.auth.userLeagues)).body as Array<{ id: string; isDraftMode: boolean }>;
  if (!leagues.some((l) => l.id === league.id && !l.isDraftMode)) throw new Error("the drafted league did not go live");
  return league.id;
}

const seeded = await seed(String(Date.now()));
const browser = await launchBrowser();
for (const [label, viewport] of VIEWPORTS) {
  const page = await signedInPage(browser, baseUrl, viewport, seeded.email, "/user-management", "Alex Morgan");
  await page.getByTestId("league-selector").click();
  await page.getByRole("menuitem").filter({ hasText: "Sunday Legends" }).click();
  await page.getByTestId("user-row").first().waitFor();
  await page.getByRole("button", { name: "Show picks of Priya Shah" }).click();
  await page.getByTestId("user-picks-details").getByText("#1", { exact: true }).waitFor();
  await shoot(page, `user-management-${label}`, label === "phone");

  await page.getByRole("button", { name: /^Smart Archival/ }).click();
  await page.getByRole("dialog").getByText("Recommended", { exact: true }).waitFor();
  await page.getByRole("dialog").getByRole("checkbox").nth(2).check();
  await shoot(page, `smart-archival-${label}`);
  await page.keyboard.press("Escape");

  const log = page.getByTestId("activity-log");
  await log.scrollIntoViewIfNeeded();
  if (label === "desktop") {
    await log.getByTestId("activity-entry").first().waitFor();
    // Clipped from a full-page shot: an element shot would have the sticky header drawn over it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await log.boundingBox())!;
    await page.screenshot({ path: join(outDir, "activity-log-desktop.png"), fullPage: true, clip: box });
    console.log("saved activity-log-desktop");
  }
  await log.getByTestId("activity-entry").filter({ hasText: "USERS_ARCHIVED" }).click();
  await page.getByTestId("activity-metadata").waitFor();
  await shoot(page, `activity-detail-${label}`);
  await page.keyboard.press("Escape");

  await page.goto("/backups");
  await page.getByTestId("backup-full").waitFor();
  await shoot(page, `backups-${label}`, label === "phone");

  await page.getByTestId("notification-bell").click();
  await page.getByTestId("notification-item").first().waitFor();
  await shoot(page, `notification-bell-${label}`);
  await page.keyboard.press("Escape");

  if (label === "desktop") {
    await page.getByTestId("league-selector").click();
    await page.getByRole("menuitem").filter({ hasText: "Office Five-a-Side" }).click();
    await page.goto("/user-management");
    await page.getByRole("button", { name: "Show picks of Taylor Reid" }).click();
    await page.getByTestId("user-picks-details").getByText("Pick #3").waitFor();
    await shoot(page, "user-management-live-desktop");
    await page.getByTestId("league-selector").click();
    await page.getByRole("menuitem").filter({ hasText: "Sunday Legends" }).click();
  }

  await page.goto("/notifications-test");
  await page.getByRole("button", { name: "Send Pick Reminders" }).click();
  await page.getByTestId("reminder-result").waitFor();
  await shoot(page, `notifications-test-${label}`, label === "phone");
  await page.context().close();
}
await browser.close();
