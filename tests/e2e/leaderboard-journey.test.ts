/**
 * The live board in a real Chromium at desktop and phone width, on a host of its own (it moves
 * the replay clock): a league drafted before GW1 and played to GW6. Desktop: sort a column, see
 * the goal race, switch to a past gameweek's table, the scorers and the draft audit. Phone: the
 * sticky header, expand a member's row to the picks, the scorers toggle, the League Info dialog.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { DESKTOP, PHONE, completeSignIn, launchBrowser, newVisitor } from "../support/browser";
import { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { freePort } from "../support/ports";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const CREATOR = "board-e2e-creator@treble.test";
let host: LocalHost;
let dataDir: string;
let browser: Browser;
let setup: LiveLeague;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "treble-board-e2e-"));
  host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: CREATOR,
    quiet: true,
    buildSpa: true,
    fplGameweek: 0,
  });
  // The host answers before its first feed refresh ends; these steps need the players.
  await host.firstRefresh;
  setup = await liveLeague(host.url, { stamp: String(Date.now()), leagueName: "Board Journey", names: ["Alex", "Jamie", "Priya", "Sam"] });
  const creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  const replay = replayControl(host.replayUrl!);
  for (const week of [3, 6]) {
    await replay.setGameweek(week);
    await refreshed(creator, contract.feed.creatorRefreshGoals);
  }
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openBoard(viewport: typeof DESKTOP): Promise<Page> {
  const page = await (await newVisitor(browser, host.url, viewport)).newPage();
  await page.goto(pathOf(contract.auth.login, { query: { redirect: "/leaderboard" } }));
  await completeSignIn(page, host.url, setup.admin.email, "Alex");
  await page.locator("[data-testid=board-row]:visible").first().waitFor();
  return page;
}

const visibleRows = (page: Page) => page.locator("[data-testid=board-row]:visible");

describe("live leaderboard (desktop)", () => {
  it("sorts, draws the race, and shows a past gameweek's table", async () => {
    const page = await openBoard(DESKTOP);
    const table = page.getByRole("table", { name: "League table" });
    expect(await visibleRows(page).count()).toBe(4);
    await page.getByTestId("current-gameweek").filter({ hasText: "Gameweek 6" }).waitFor();

    const column = (index: number) =>
      table.locator("tbody tr").evaluateAll((rows, i) => rows.map((r) => r.children[i].textContent!.trim()), index);
    await table.getByRole("button", { name: "Username" }).click();
    expect(await table.locator("th", { hasText: "Username" }).getAttribute("aria-sort")).toBe("ascending");
    const names = await column(1);
    expect(names.map((n) => n.replace("(you)", ""))).toEqual(["Alex", "Jamie", "Priya", "Sam"]);
    await table.getByRole("button", { name: "Username" }).click();
    expect((await column(1)).map((n) => n.replace("(you)", ""))).toEqual(["Sam", "Priya", "Jamie", "Alex"]);
    await table.getByRole("button", { name: "Season Goals" }).click();
    const totals = (await column(6)).map(Number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    await page.getByRole("img", { name: /Goal race: cumulative goals of 4 members from gameweek 1 to 6/ }).waitFor();
    await page.getByText("Show the numbers as a table").click();
    const race = page.getByRole("table", { name: "Goal race by gameweek" });
    await expect.poll(() => race.locator("tbody tr").count()).toBe(4);

    // A past gameweek: its own table with season totals up to it, as the API computes them.
    await page.getByLabel("Gameweek", { exact: true }).selectOption("4");
    await page.getByTestId("board-gameweek").filter({ hasText: "Gameweek 4" }).waitFor();
    const api = (
      await setup.admin.call(contract.leaderboard.gameweekBoard, { params: { gameweekId: "4" }, query: { leagueId: setup.league.id } })
    ).body as Array<{
      username: string;
      totalGoals: number;
    }>;
    await table.getByRole("button", { name: "Username" }).click();
    await expect
      .poll(async () => (await column(6)).map(Number))
      .toEqual([...api].sort((a, b) => a.username.localeCompare(b.username)).map((r) => r.totalGoals));
    await page.getByRole("button", { name: "Next gameweek" }).click();
    await page.getByTestId("board-gameweek").filter({ hasText: "Gameweek 5" }).waitFor();

    await page.getByRole("table", { name: "Goal scorers" }).locator("tbody tr").first().waitFor();
    await page
      .getByTestId("final-audit-panel")
      .getByText(/Executed by Alex/)
      .waitFor();
    await page.context().close();
  });
});

describe("live leaderboard (phone)", () => {
  it("opens a member's row to the picks, toggles the scorers and shows the league info", async () => {
    const page = await openBoard(PHONE);
    const header = page.getByTestId("mobile-board-header");
    await header.getByText("Gameweek 6").waitFor();
    await header.getByText("Live").waitFor();
    await header.getByText(/Goals updated .* · Manual/).waitFor();

    const first = visibleRows(page).first().getByRole("button");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    const picks = page.getByRole("list", { name: /'s picks$/ });
    expect(await picks.locator("li").count()).toBe(3);
    expect(await picks.locator("li").first().textContent()).toMatch(/^[A-Z]{3}/);

    // The scorers load on their own request, which may still be in flight when the toggle opens
    // (the list shows once they arrive), so wait for a row rather than counting at once.
    await page.getByRole("button", { name: "Expand Scorers" }).click();
    await page.getByRole("list", { name: "Goal scorers" }).locator("li").first().waitFor();
    await page.getByRole("button", { name: "Collapse Scorers" }).click();
    await page.getByRole("list", { name: "Goal scorers" }).waitFor({ state: "detached" });

    await page.getByRole("img", { name: /Goal race/ }).waitFor();
    await header.getByRole("button", { name: "League Info" }).click();
    await page.getByRole("dialog", { name: "League Info" }).getByText(setup.league.code).waitFor();
    await page.context().close();
  });
});
