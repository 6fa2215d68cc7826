/**
 * Screenshots of a 1,000-member live league's board (the virtualised table and phone rows), at
 * the top and scrolled deep into the league, desktop and phone. It starts its own host and seeds
 * the league through the data layer like the board benchmark:
 *   npx tsx tests/support/big-board-screenshots.ts docs/screenshots
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { seedLiveLeague, withBenchHost } from "../../bench/harness";
import { DESKTOP, PHONE, launchBrowser, newVisitor } from "./browser";
import { Browserish } from "./client";
import { reportLayout } from "./layout-check";

const MEMBERS = 1000;
const [outDir = "docs/screenshots"] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  console.log("saved", name);
  await reportLayout(page, name);
}

await withBenchHost("big-board-shots", { creatorEmails: "shots@treble.test", buildSpa: true, fplGameweek: 28 }, async ({ host }) => {
  const admin = new Browserish(host.url);
  await admin.signIn("big-board@treble.test", "Alex Morgan");
  const players = ((await admin.get("/api/players")).body as Array<{ id: number; goalsScored: number }>)
    .sort((a, b) => b.goalsScored - a.goalsScored)
    .map((p) => p.id);
  await seedLiveLeague(admin, MEMBERS, players, "Thousand Club");
  const session = admin.cookie("treble_session");
  if (!session) throw new Error("no session cookie after sign-in");

  const browser = await launchBrowser();
  try {
    for (const [label, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const context = await newVisitor(browser, host.url, viewport);
      await context.addCookies([{ name: "treble_session", value: session, url: host.url }]);
      const page = await context.newPage();
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
      console.log(`${label}: ${await page.locator("[data-testid=board-row]").count()} rows in the DOM after scrolling`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});
