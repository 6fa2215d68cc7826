/**
 * Goals on open boards in Chromium: two members watch their league's table (one on a phone at
 * 390×844) while goals are stored and announced as the goals refresh does; the rows change
 * without a reload, the goal's moment shows on the scorer's row and player, and a goal taken
 * back (VAR) takes the totals back.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { storeAndAnnounceGoals } from "../support/goals";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { untilQuiet } from "../support/quiet";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Row {
  userId: string;
  username: string;
  totalGoals: number;
  picks: Array<{ playerId: number; playerName: string; gameweekGoals: number }>;
}

let live: LiveLeague;
let season: string;
let gameweek: number;
let scorer: { playerId: number; playerName: string; gameweekGoals: number };
let holder: Row;

beforeAll(async () => {
  process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
  process.env.TABLE_NAME = "treble";
  process.env.EVENTBRIDGE_ENDPOINT = inject("busEndpoint");
  const stamp = `goal${Date.now()}`;
  live = await liveLeague(baseUrl, { stamp, leagueName: `Goal Moment ${stamp.slice(-5)}`, names: ["Ada Striker", "Bo Keeper"] });
  const rows = (await live.admin.get(`/api/leaderboard?leagueId=${live.league.id}`)).body as Row[];
  holder = rows.find((r) => r.username === "Ada Striker")!;
  scorer = holder.picks[0];
  const [{ getLeague }, { seasonOfLeague }, { listGameweeks }, { currentGameweek }] = await Promise.all([
    import("../../functions/data/leagues-store"),
    import("../../functions/data/season"),
    import("../../functions/data/feed-store"),
    import("../../shared/gameweeks"),
  ]);
  season = await seasonOfLeague(await getLeague(live.league.id));
  gameweek = currentGameweek(await listGameweeks(season))?.gameweekId ?? 1;
}, 120_000);

afterAll(async () => {
  // The shared store's goals as they were, for the tests after this one.
  if (scorer) await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals }]);
  await untilQuiet(baseUrl);
});

/** The board page with a mark set in its window: a reload would lose it. */
async function openBoard(session: string, viewport: typeof DESKTOP): Promise<Page> {
  const page = await pageWithSession(browser, baseUrl, viewport, session);
  await page.goto("/");
  await page.getByText(live.league.name).first().waitFor();
  await page.locator('[data-testid="board-row"]').first().waitFor();
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  return page;
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);
const rowOf = (page: Page, name: string) => page.locator('[data-testid="board-row"]', { hasText: name }).first();

describe("goals on open boards", () => {
  it("moves both members' tables without a reload and shows the goal's moment on the row and the player", async () => {
    const desktop = await openBoard(live.admin.cookie("treble_session")!, DESKTOP);
    const phone = await openBoard(live.members[0].cookie("treble_session")!, PHONE);
    const before = holder.totalGoals;

    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals + 1 }]);
    for (const page of [desktop, phone]) {
      const row = rowOf(page, "Ada Striker");
      await row.locator('[data-testid="goal-moment"]').first().waitFor({ timeout: 10_000 });
      expect(await row.getAttribute("data-goal")).toBe("true");
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(String(before + 1));
    }
    await desktop.screenshot({ path: "docs/screenshots/goal-moment-desktop.png" });
    await phone.screenshot({ path: "docs/screenshots/goal-moment-phone.png" });
    expect(await stillSamePage(desktop)).toBe(true);
    expect(await stillSamePage(phone)).toBe(true);

    // VAR: the goal is taken back, and so is the total, still without a reload.
    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals }]);
    for (const page of [desktop, phone]) {
      const total = rowOf(page, "Ada Striker").locator("span.tabular-nums, td.tabular-nums").last();
      await expect.poll(() => total.textContent(), { timeout: 10_000 }).toBe(String(before));
      expect(await stillSamePage(page)).toBe(true);
    }
    await desktop.context().close();
    await phone.context().close();
  }, 120_000);
});
