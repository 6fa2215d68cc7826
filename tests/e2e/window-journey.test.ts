/**
 * The January window in a real Chromium at desktop and phone width, on a host of its own (it
 * moves the replay clock to GW24 of 2025-26, after Malen's last game): members rank extra-pick
 * candidates (search, add, reorder; saved on every change), the creator closes the window, the
 * admin simulates and executes the window draft (on desktop; re-executes it on the phone), and at
 * both widths the board shows Malen struck through with "left — goals until GW 24", his
 * replacement marked new and each member's extra pick marked.
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
import { liveLeague, type LiveLeague } from "../support/live-league";
import { freePort } from "../support/ports";
import { refreshed } from "../support/refresh-runs";
import { format } from "date-fns";
import { contract } from "../../shared/contract/routes";

const CREATOR = "window-e2e-creator@treble.test";
const SHOTS = process.env.WINDOW_SHOTS_DIR;
let host: LocalHost;
let dataDir: string;
let setup: LiveLeague;
let creator: Browserish;
const browser = useBrowser();

const deadline = (closesAt: string) => creator.call(contract.window.windowDeadline, { body: { seasonName: "2025/26", closesAt } });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "treble-window-e2e-"));
  host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: CREATOR,
    quiet: true,
    buildSpa: true,
    fplGameweek: 0,
  });
  // The host answers before its first feed refresh ends; the league needs the players.
  await host.firstRefresh;
  creator = new Browserish(host.url);
  await creator.signIn(CREATOR, "Creator");
  setup = await liveLeague(host.url, {
    stamp: String(Date.now()),
    leagueName: "Window Journey",
    names: ["Alex", "Jamie", "Priya"],
    picks: [
      ["Malen", "Saka", "Haaland"],
      ["Semenyo", "Thiago", "Madueke"],
      ["Woltemade", "H.Bueno", "Strand Larsen"],
    ],
  });
  await replayControl(host.replayUrl!).setGameweek(24);
  await refreshed(creator, contract.feed.creatorRefreshPlayers);
  await refreshed(creator, contract.feed.creatorRefreshGoals);
  expect((await deadline(new Date(Date.now() + 3 * 24 * 3600_000).toISOString())).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signedInAs = (viewport: typeof DESKTOP, who: { email: string }, name: string, path: string): Promise<Page> =>
  signedInPage(browser, host.url, viewport, who.email, path, name);

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};
/** The board's extra picks by member, from the API: what the screens must mark. */
async function extrasByMember(): Promise<Array<{ username: string; playerName: string }>> {
  const board = (await setup.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: setup.league.id } })).body as Array<{
    username: string;
    picks: Array<{ kind: string; playerName: string }>;
  }>;
  return board.flatMap((r) => r.picks.filter((p) => p.kind === "extra").map((p) => ({ username: r.username, playerName: p.playerName })));
}
/** The player's name is drawn struck through, not just labelled. */
const struckThrough = (page: Page, scope: string) =>
  page
    .locator(scope)
    .first()
    .evaluate((el) => getComputedStyle(el.querySelector(".line-through") ?? el).textDecorationLine);
const candidatesOf = async (client: Browserish) =>
  ((await client.call(contract.window.windowState, { params: { leagueId: setup.league.id } })).body as { candidates: number[] }).candidates;

describe("January window journey", () => {
  it("desktop: a member sees the open window with its countdown and ranks candidates, saved on every change", async () => {
    const [jamie] = setup.members;
    const page = await signedInAs(DESKTOP, jamie, "Jamie", "/window");
    await page.getByTestId("window-status").filter({ hasText: "January window open" }).waitFor();
    await page
      .getByTestId("window-status")
      .filter({ hasText: /Closes in [23]d/ })
      .waitFor();
    const search = page.getByRole("searchbox", { name: "Search players by name or team" });
    await search.fill("Watkins");
    await page.getByRole("button", { name: "Add Watkins" }).click();
    await search.fill("Bowen");
    await page.getByRole("button", { name: "Add Bowen" }).click();
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    await page.getByRole("button", { name: "Move Bowen up" }).click();
    await expect.poll(async () => (await candidatesOf(jamie)).length).toBe(2);
    const players = (await jamie.call(contract.feed.players)).body as Array<{ id: number; webName: string }>;
    const id = (name: string) => players.find((p) => p.webName === name)!.id;
    await expect.poll(() => candidatesOf(jamie)).toEqual([id("Bowen"), id("Watkins")]);
    // Players held in the league are not offered.
    await search.fill("Haaland");
    await page.getByText("No players match").or(page.getByTestId("player-row")).first().waitFor();
    expect(await page.getByRole("button", { name: "Add Haaland" }).count()).toBe(0);
    await search.fill("");
    await shot(page, "window-candidates-desktop");
  });

  it("phone: another member ranks a candidate from the one-panel-at-a-time view", async () => {
    const [, priya] = setup.members;
    const page = await signedInAs(PHONE, priya, "Priya", "/window");
    await page.getByTestId("window-status").filter({ hasText: "January window open" }).waitFor();
    await page.getByRole("searchbox", { name: "Search players by name or team" }).fill("Bowen");
    await page.getByRole("button", { name: "Add Bowen" }).tap();
    await page.getByRole("button", { name: "Your Candidates (1/5)" }).tap();
    await page.getByRole("list", { name: "Your candidates" }).getByText("Bowen").waitFor();
    await expect.poll(async () => (await candidatesOf(priya)).length).toBe(1);
    await shot(page, "window-candidates-phone");
  });

  it("desktop: after the deadline the admin simulates, reviews and executes; the board shows the replacement and the extra picks", async () => {
    expect((await deadline(new Date(Date.now() - 1000).toISOString())).status).toBe(200);
    const page = await signedInAs(DESKTOP, setup.admin, "Alex", "/window");
    await page.getByTestId("window-status").filter({ hasText: "January window closed" }).waitFor();
    await page.getByRole("button", { name: "Simulate Window Draft" }).click();
    // The log box draws the lines in view, so its first line shows once the log is opened.
    await page.locator("summary", { hasText: "Audit log" }).first().click();
    await page.getByRole("log", { name: "Simulation audit log" }).getByText("TREBLE JANUARY WINDOW DRAFT AUDIT LOG").waitFor();
    await page.getByRole("list", { name: "Simulation results" }).waitFor();
    await page.getByRole("button", { name: "Execute Window Draft" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Execute" }).click();
    await page.getByText("Window draft executed", { exact: true }).first().waitFor();
    // The screen catches up with the execution: the window's badge says it is done and the buttons are free again.
    await page.getByTestId("window-status").filter({ hasText: "Window draft done" }).waitFor();
    await page.getByText("Executing…").waitFor({ state: "detached" });
    await shot(page, "window-draft-desktop");

    await page.goto("/leaderboard");
    const table = page.getByRole("table", { name: "League table" });
    await table.waitFor();
    const alex = table.locator("tr", { hasText: "Alex" });
    await alex.getByText("left — goals until GW 24").waitFor();
    expect(await alex.locator("[data-kind=draft][data-ended=true]").textContent()).toContain("Malen");
    expect(await struckThrough(page, "tr:has-text('Alex') [data-kind=draft][data-ended=true]")).toBe("line-through");
    await alex.locator("[data-kind=replacement]").getByText("new · from GW 25").waitFor();
    await table.getByRole("columnheader", { name: "Extra" }).waitFor();
    // Jamie and Priya both ranked Bowen first: the lower-placed got him, the other their next choice or nothing.
    const extras = await extrasByMember();
    expect(extras.length).toBeGreaterThanOrEqual(1);
    expect(await table.locator("[data-kind=extra]").count()).toBe(extras.length);
    for (const extra of extras) {
      const cell = table.locator("tr", { hasText: extra.username }).locator("[data-kind=extra]");
      expect(await cell.textContent()).toContain(extra.playerName);
      await cell.getByText("extra · from GW 25").waitFor();
    }
    await shot(page, "window-board-desktop");
  });

  it("phone: the admin re-executes the window draft; the board's expanded rows mark the departed player, the newcomer and the extra picks", async () => {
    const before = await extrasByMember();
    const admin = await signedInAs(PHONE, setup.admin, "Alex", "/window");
    await admin.getByTestId("window-status").filter({ hasText: "January window closed" }).waitFor();
    await admin.getByRole("button", { name: "Simulate Window Draft" }).tap();
    await admin.getByRole("list", { name: "Simulation results" }).waitFor();
    await admin.getByRole("button", { name: "Re-execute Window Draft" }).tap();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Execute" }).tap();
    await admin.getByText("Window draft executed", { exact: true }).first().waitFor();
    await admin.getByText("Executing…").waitFor({ state: "detached" });
    await admin.getByTestId("window-status").filter({ hasText: "Window draft done" }).waitFor();
    await shot(admin, "window-draft-phone");
    // Re-executed from the picks before the window with the same seed: the same outcome, nobody with two extras.
    expect(await extrasByMember()).toEqual(before);

    const page = await signedInAs(PHONE, setup.admin, "Alex", "/leaderboard");
    const row = page.locator("[data-testid=board-row]:visible", { hasText: "Alex" });
    await row.getByRole("button").first().tap();
    await row.getByText("left — goals until GW 24").waitFor();
    expect(await struckThrough(page, "[data-testid=board-row]:visible:has-text('Alex') li:has-text('left — goals until GW 24')")).toBe(
      "line-through",
    );
    await row.locator("[data-kind=replacement]").getByText("new · from GW 25").waitFor();
    for (const extra of before) {
      const other = page.locator("[data-testid=board-row]:visible", { hasText: extra.username });
      await other.getByRole("button").first().tap();
      const cell = other.locator("[data-kind=extra]");
      await cell.getByText("extra · from GW 25").waitFor();
      expect(await cell.textContent()).toContain(extra.playerName);
    }
    await shot(page, "window-board-phone");
  });
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`${label}: the admin's screens label the window's runs as the window's and count the extra pick apart`, async () => {
      const extras = new Set((await extrasByMember()).map((e) => e.username));
      const page = await signedInAs(viewport, setup.admin, "Alex", "/user-management");
      for (const name of ["Alex", "Jamie", "Priya"]) {
        const row = page.locator("[data-testid=user-row]", { hasText: name }).first();
        await row.getByText(extras.has(name) ? "3/3 +1 extra" : "3/3", { exact: true }).waitFor();
      }
      expect(await page.getByText("4/3").count()).toBe(0);
      await shot(page, `window-user-management-${label}`);

      await page.goto("/enhanced-user-management");
      await page.getByRole("tab", { name: "Draft" }).click();
      const history = page.getByRole("list", { name: "Draft execution history" });
      await history.getByText("January Window Re-Execution").first().waitFor();
      await history.getByText("January Window Simulation").first().waitFor();
      // Newest first: the window's four runs, then the main draft's execution, named as the main draft's.
      expect((await history.locator("li").allTextContents()).map((t) => /^[A-Za-z -]+?(?= Completed)/.exec(t)?.[0])).toEqual([
        "January Window Re-Execution",
        "January Window Simulation",
        "January Window Execution",
        "January Window Simulation",
        "Final Execution",
      ]);
      // The execution status is the main draft's: the window's runs came later.
      const main = (
        (await setup.admin.call(contract.draft.history, { params: { leagueId: setup.league.id } })).body as Array<{
          kind: string;
          executionType: string;
          timestamp: string;
        }>
      ).find((h) => h.kind === "main" && h.executionType === "final_execution")!;
      await page
        .getByText(format(new Date(main.timestamp), "MMM dd, yyyy HH:mm"))
        .first()
        .waitFor();
      await shot(page, `window-draft-history-${label}`);
    });
  }
});
