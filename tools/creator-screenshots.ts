/**
 * Screenshots of the creator panel (each tab, the finished process log), FAQ & Rules and What's
 * New at desktop and phone width. Run against a host with a fresh data folder:
 *   PORT=3800 TREBLE_DATA_DIR=/tmp/creator-ui-data npm start
 *   npx tsx tools/creator-screenshots.ts http://localhost:3800 docs/screenshots
 * The local host's site creator is creator@treble.local (decision 0009, the local host signs in without a password and names a creator).
 */
import type { Page } from "playwright-core";
import { joinedMember, shotsIn, VIEWPORTS } from "./shots";
import { launchBrowser, signedInPage } from "../tests/support/browser";
import { Browserish } from "../tests/support/client";
import { contract } from "../shared/contract/routes";

const baseUrl = process.argv[2] ?? "http://localhost:3800";
const outDir = process.argv[3] ?? "docs/screenshots";
const creatorEmail = process.argv[4] ?? "creator@treble.local";
const shoot = shotsIn(outDir, { dismissToasts: true });

/** A league with members, so the e-mail tool, the activity and the API logs have something to show. */
async function seed(stamp: string) {
  const owner = new Browserish(baseUrl);
  await owner.signIn(`alex.morgan.${stamp}@example.com`, "Alex Morgan");
  const league = (await owner.call(contract.leagues.create, { body: { name: "Sunday Legends" } })).body as { id: string; code: string };
  await owner.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Sunday Legends FC" } });
  for (const [email, username] of [
    ["jamie", "Jamie Fox"],
    ["priya", "Priya Shah"],
    ["sam", "Sam O'Neill"],
  ]) {
    await joinedMember(baseUrl, `${email}.${stamp}@example.com`, username, league.code);
  }
  await owner.call(contract.leagues.members, { params: { id: "no-such-league" } });
  const creator = new Browserish(baseUrl);
  await creator.signIn(creatorEmail, "Site Creator");
  await creator.call(contract.creator.testError);
}

/** Opens a tab, waits for its content, then puts the tab strip at the top so the shot shows that content. */
async function openTab(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await page.getByRole("tab", { name }).click();
  await ready(page);
  await page.evaluate(() => {
    const tabs = document.querySelector('[role="tablist"]');
    if (tabs) window.scrollTo(0, tabs.getBoundingClientRect().top + window.scrollY - 72);
  });
}

await seed(String(Date.now()));
const browser = await launchBrowser();
for (const [label, viewport] of VIEWPORTS) {
  const page = await signedInPage(browser, baseUrl, viewport, creatorEmail, "/creator", "Site Creator");
  await page.getByRole("heading", { name: "Creator Panel" }).waitFor();
  await page.getByTestId("debug-card").getByText("GW3 goal scorers").waitFor();
  await shoot(page, `creator-${label}`);

  await page.getByRole("button", { name: "Refresh Weekly Goals" }).click();
  await page.getByTestId("process-state").filter({ hasText: "Completed" }).waitFor({ timeout: 60_000 });
  await page.getByTestId("process-log").scrollIntoViewIfNeeded();
  await shoot(page, `creator-process-log-${label}`);

  await openTab(page, "API", (p) => p.getByTestId("api-log").first().waitFor());
  const failedCall = page.getByTestId("api-log").filter({ hasText: "no-such-league" }).first();
  await failedCall.getByRole("button").click();
  await failedCall.getByText("Response size").waitFor();
  await failedCall.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shoot(page, `creator-api-${label}`);

  await openTab(page, "DB", async (p) => {
    await p.getByLabel("Table").selectOption("fplPlayer");
    await p.getByLabel("Search").fill("Arsenal");
    await p
      .getByTestId("db-row-summary")
      .filter({ hasText: /rows? in fplPlayer/ })
      .waitFor();
  });
  await shoot(page, `creator-db-${label}`);

  await openTab(page, "GW", (p) => p.getByTestId("gameweek-info").first().waitFor());
  await shoot(page, `creator-gw-${label}`);

  await openTab(page, "Activity", (p) => p.getByTestId("activity-entry").first().waitFor());
  await shoot(page, `creator-activity-${label}`);

  await openTab(page, "Errors", (p) => p.getByTestId("error-entry").first().getByRole("button", { name: "Stack trace" }).click());
  await shoot(page, `creator-errors-${label}`);

  await page.goto("/faq");
  await page.getByRole("heading", { name: "FAQ & Rules" }).waitFor();
  await shoot(page, `faq-${label}`);

  await page.goto("/updates");
  await page.getByRole("heading", { name: "What's New" }).waitFor();
  await shoot(page, `updates-${label}`);
  await page.context().close();
}
await browser.close();
