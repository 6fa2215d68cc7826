/**
 * Screenshots of a 1,000-member live league's board (the virtualised table and phone rows), its
 * user management and its activity log (1,000 entries), at the top and scrolled deep into the
 * league, desktop and phone; each fails if it rendered most of the league. It starts its own host
 * and seeds the league through the data layer like the board benchmark:
 *   npx tsx tools/big-board-screenshots.ts docs/screenshots
 */
import type { Page } from "playwright-core";
import { shotsIn, VIEWPORTS } from "./shots";
import { seedLiveLeague, withBenchHost } from "../bench/harness";
import { launchBrowser, pageWithSession } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { contract } from "../shared/contract/routes";

const MEMBERS = 1000;
/** A screenful plus the overscan either side; far fewer than the league, or the board is not windowed. */
const MOST_ROWS_IN_DOM = 60;
const [outDir = "docs/screenshots"] = process.argv.slice(2);
const shoot = shotsIn(outDir);

/** One "joined" entry per member, as the activity log would hold after everyone joined. */
async function seedActivity(leagueId: string) {
  const { Activity } = await import("../functions/data/entities/activity");
  const { putAll } = await import("../functions/data/table/put-all");
  const start = Date.parse("2026-08-01T09:00:00Z");
  await putAll(
    Activity,
    Array.from({ length: MEMBERS }, (_, i) => {
      const timestamp = new Date(start + i * 60_000).toISOString();
      return {
        leagueId,
        activityId: `${timestamp}#seed-${i}`,
        timestamp,
        actionType: "JOIN_LEAGUE",
        username: `Member ${i + 1}`,
        details: `Member ${i + 1} joined Thousand Club with the league code.`,
        severity: "info" as const,
        category: "user_action" as const,
        metadata: {},
        feed: "all",
      };
    }),
  );
}

/** Fails when a windowed list rendered more than a screenful of its items. */
async function expectWindowed(page: Page, testId: string, name: string) {
  const rendered = await page.getByTestId(testId).count();
  console.log(`${name}: ${rendered} ${testId} items in the DOM`);
  if (rendered > MOST_ROWS_IN_DOM) throw new Error(`${name}: ${rendered} ${testId} items rendered`);
}

await withBenchHost("big-board-shots", { creatorEmails: "shots@treble.test", buildSpa: true, fplGameweek: 28 }, async ({ host }) => {
  const admin = new Browserish(host.url);
  await admin.signIn("big-board@treble.test", "Alex Morgan");
  const players = ((await admin.call(contract.feed.players)).body as Array<{ id: number; goalsScored: number }>)
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .map((p) => p.id);
  const leagueId = await seedLiveLeague(admin, MEMBERS, players, "Thousand Club");
  await seedActivity(leagueId);
  const session = admin.cookie("treble_session");
  if (!session) throw new Error("no session cookie after sign-in");

  const browser = await launchBrowser();
  try {
    for (const [label, viewport] of VIEWPORTS) {
      const page = await pageWithSession(browser, host.url, viewport, session);
      const started = Date.now();
      await page.goto("/leaderboard");
      await page.locator("[data-testid=board-row]:visible").first().waitFor();
      const rendered = await page.locator("[data-testid=board-row]").count();
      console.log(`${label}: first rows after ${Date.now() - started} ms; ${rendered} of ${MEMBERS} rows in the DOM`);
      await shoot(page, `leaderboard-1000-${label}`);
      if (label === "desktop") {
        await page.getByRole("region", { name: "League table, scrollable" }).evaluate((box) => box.scrollTo(0, box.scrollHeight / 2));
      } else {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      }
      await shoot(page, `leaderboard-1000-scrolled-${label}`);
      const scrolled = await page.locator("[data-testid=board-row]").count();
      console.log(`${label}: ${scrolled} rows in the DOM after scrolling`);
      if (Math.max(rendered, scrolled) > MOST_ROWS_IN_DOM)
        throw new Error(`${label}: the board rendered ${Math.max(rendered, scrolled)} rows`);

      await page.goto("/user-management");
      await page.getByTestId("user-row").first().waitFor();
      await expectWindowed(page, "user-row", `user-management-1000-${label}`);
      await shoot(page, `user-management-1000-${label}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expectWindowed(page, "user-row", `user-management-1000-scrolled-${label}`);
      await shoot(page, `user-management-1000-scrolled-${label}`);

      await page.goto("/enhanced-user-management");
      await page.getByRole("tab", { name: "Activity" }).click();
      await page.getByTestId("activity-entry").first().waitFor();
      await page.getByTestId("activity-log").scrollIntoViewIfNeeded();
      await expectWindowed(page, "activity-entry", `activity-log-1000-${label}`);
      await shoot(page, `activity-log-1000-${label}`);
      await page
        .getByRole("list", { name: "Activity entries" })
        .locator("xpath=..")
        .evaluate((box) => box.scrollTo(0, box.scrollHeight / 2));
      await expectWindowed(page, "activity-entry", `activity-log-1000-scrolled-${label}`);
      await shoot(page, `activity-log-1000-scrolled-${label}`);
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
});
