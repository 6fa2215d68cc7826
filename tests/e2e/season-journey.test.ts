/**
 * A season change in a real Chromium at desktop and phone width, on a host of its own (it adds a season to the store): once the league's season is over, the admin starts the next one from the leaderboard through a confirmation, the league is back in draft mode with an empty draft history, and the season picker shows the finished season's final table, goal race and draft audit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { shootAndCheck } from "../support/layout-check";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { freePort } from "../support/ports";
import { refreshed } from "../support/refresh-runs";
import { addNextSeason, finishSeason } from "../support/season-change";
import { crownLine, seasonChampions } from "../../shared/season-winner";
import { contract } from "../../shared/contract/routes";

const CREATOR = "season-e2e-creator@treble.test";
const SHOTS = process.env.SEASON_SHOTS_DIR;
let host: LocalHost;
let dataDir: string;
let setup: LiveLeague;
let finalTable: Array<{ username: string; totalGoals: number; position: number }>;
const browser = useBrowser();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "treble-season-e2e-"));
  host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: CREATOR,
    quiet: true,
    buildSpa: true,
    fplGameweek: 1,
  });
  await host.firstRefresh;
  setup = await liveLeague(host.url, { stamp: String(Date.now()), leagueName: "Season Journey", names: ["Alex", "Jamie", "Priya"] });
  // The league scores from GW2; the season plays on to GW12, then ends and the feed moves on.
  await replayControl(host.replayUrl!).setGameweek(12);
  const creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  await refreshed(creator, contract.feed.creatorRefreshGoals);
  finalTable = (await setup.members[0].call(contract.leaderboard.leaderboard, { query: { leagueId: setup.league.id } })).body;
  const { listFeedSeasons } = await import("../../functions/data/read-models/season");
  const [{ season }] = await listFeedSeasons();
  await addNextSeason(season, "2031/32", "2031-08-16T10:00:00Z");
  await finishSeason(season);
}, 300_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signedInAs = (viewport: typeof DESKTOP, who: { email: string }, name: string, path: string): Promise<Page> =>
  signedInPage(browser, host.url, viewport, who.email, path, name);

/** Every screen is checked for layout problems; the shots are kept when SEASON_SHOTS_DIR names a folder. */
const shot = async (page: Page, name: string) =>
  expect(await shootAndCheck(page, SHOTS ?? join(dataDir, "shots"), name, { fullPage: true })).toEqual([]);

describe("season journey", () => {
  it("desktop: the admin starts the next season after a confirmation; the league is back in draft mode", async () => {
    const page = await signedInAs(DESKTOP, setup.admin, "Alex", "/leaderboard");
    const over = page.getByTestId("season-over");
    await over.getByText("season is over").waitFor();
    // The finished season's winner is crowned on the card, from its final table.
    const seasonName = /The (.+) season is over/.exec((await over.getByRole("heading").textContent()) ?? "")![1];
    expect(seasonChampions(finalTable).length).toBeGreaterThan(0);
    expect(await over.getByTestId("season-crown").textContent()).toBe(crownLine(seasonChampions(finalTable), seasonName));
    await shot(page, "season-over-desktop");
    await over.getByRole("button", { name: "Start Next Season" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Everyone's picks are cleared").waitFor();
    await shot(page, "season-start-dialog-desktop");
    await dialog.getByRole("button", { name: "Start Next Season" }).click();
    await page
      .getByText(/season has started|Failed to start the next season/)
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await page.getByText("Failed to start the next season").count()).toBe(0);
    await page.getByText("(Draft Mode)").first().waitFor();
    await expect.poll(async () => page.getByTestId("season-over").count()).toBe(0);
    await page.locator("#season-picker").waitFor();
  });

  it("desktop: the new season's draft tab starts with an empty history, so the admin executes afresh", async () => {
    const page = await signedInAs(DESKTOP, setup.admin, "Alex", "/enhanced-user-management");
    await page.getByRole("tab", { name: "Draft" }).click();
    await page.getByText("No simulations or executions yet.").waitFor();
    expect(await page.getByRole("list", { name: "Draft execution history" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Re-Execute" }).count()).toBe(0);
    await shot(page, "season-new-draft-tab-desktop");
  });

  it("desktop: the season picker shows the finished season's final table, race and draft audit", async () => {
    const page = await signedInAs(DESKTOP, setup.members[0], "Jamie", "/leaderboard");
    const picker = page.locator("#season-picker");
    await picker.waitFor();
    const options = await picker.locator("option").allTextContents();
    expect(options).toHaveLength(2);
    await picker.selectOption({ index: 1 });
    const past = page.getByTestId("past-season");
    await past.getByText("Final Table").waitFor();
    const table = past.getByRole("table", { name: "League table" });
    for (const row of finalTable)
      await table.locator("tr", { hasText: row.username }).getByText(String(row.totalGoals), { exact: true }).last().waitFor();
    await past.getByRole("heading", { name: "Goal Race" }).waitFor();
    await past.getByRole("heading", { name: "Final Draft Audit" }).waitFor();
    for (const champion of seasonChampions(finalTable)) await past.getByTestId("season-crown").getByText(champion.username).waitFor();
    await shot(page, "season-picker-desktop");
    // Back to the current season: the new season's empty table in draft mode.
    await picker.selectOption({ index: 0 });
    await page.getByRole("columnheader", { name: "Pick Status" }).waitFor();
  });

  it("phone: the picker and the finished season's table fit a phone", async () => {
    const page = await signedInAs(PHONE, setup.members[1], "Priya", "/leaderboard");
    const picker = page.locator("#season-picker");
    await picker.waitFor();
    await picker.selectOption({ index: 1 });
    const past = page.getByTestId("past-season");
    await past.getByText("Final Table").waitFor();
    for (const row of finalTable) await past.getByText(row.username).first().waitFor();
    await past.getByTestId("season-crown").waitFor();
    await shot(page, "season-picker-phone");
  });
});
