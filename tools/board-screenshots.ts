/**
 * Screenshots of a live league's board at desktop and phone width: the table, the goal race and
 * the scorers on desktop; expanded rows, the scorers list and /leaderboard-desktop on a phone. Run against a host with
 * a fresh data folder (it moves the replay clock):
 *   PORT=3600 TREBLE_DATA_DIR=/tmp/board-shots npm start
 *   npx tsx tools/board-screenshots.ts http://localhost:3600 http://127.0.0.1:3602 docs/screenshots
 */
import { shotsIn, VIEWPORTS } from "./shots";
import { replayControl } from "../infra/local/fpl-replay/control";
import { launchBrowser, signedInPage } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { liveLeague } from "../tests/support/live-league";
import { refreshed } from "../tests/support/refresh-runs";
import { contract } from "../shared/contract/routes";

const [baseUrl = "http://localhost:3600", replayUrl = "http://127.0.0.1:3602", outDir = "docs/screenshots"] = process.argv.slice(2);
const shoot = shotsIn(outDir);

const stamp = String(Date.now());
const replay = replayControl(replayUrl);
// Live from GW1 (the draft runs before the season), then the season is played to GW29.
await replay.setGameweek(0);
const creator = new Browserish(baseUrl);
await creator.signIn("creator@treble.local", "Creator");
await refreshed(creator, contract.feed.creatorRefreshPlayers);
const { admin } = await liveLeague(baseUrl, {
  stamp,
  leagueName: "Sunday Legends",
  names: ["Alex Morgan", "Jamie Fox", "Priya Shah", "Sam O'Neill", "Chris Doyle", "Maya Patel"],
});
for (const week of [1, 10, 20, 29]) {
  await replay.setGameweek(week);
  await refreshed(creator, contract.feed.creatorRefreshGoals);
}

const browser = await launchBrowser();
for (const [label, viewport] of VIEWPORTS) {
  const page = await signedInPage(browser, baseUrl, viewport, admin.email, "/leaderboard", "Alex Morgan");
  await page.locator("[data-testid=board-row]:visible").first().waitFor();
  await page.getByRole("img", { name: /Goal race/ }).waitFor();
  if (label === "desktop") {
    await shoot(page, `leaderboard-live-${label}`);
    await page.getByTestId("goal-race").scrollIntoViewIfNeeded();
    await shoot(page, `leaderboard-live-race-${label}`);
  } else {
    const rows = page.getByTestId("board-row").locator("button:visible");
    await rows.nth(0).click();
    await rows.nth(1).click();
    await shoot(page, `leaderboard-live-${label}`);
    await page.getByRole("button", { name: "Expand Scorers" }).click();
    await page.getByRole("button", { name: "Collapse Scorers" }).scrollIntoViewIfNeeded();
    await shoot(page, `leaderboard-live-scorers-${label}`);
    // /leaderboard-desktop: the desktop table on a phone, in a box that scrolls sideways.
    await page.goto("/leaderboard-desktop");
    await page.locator("[data-testid=board-row]:visible").first().waitFor();
    await page.getByRole("region", { name: "League table, scrollable" }).scrollIntoViewIfNeeded();
    await shoot(page, `leaderboard-desktop-route-${label}`);
  }
}
await browser.close();
