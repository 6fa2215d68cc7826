/**
 * Goals on open boards in Chromium: two members watch their league's table (one on a phone at
 * 390×844) while goals are stored and announced as the goals refresh does; the rows change
 * without a reload, the goal's moment shows on the scorer's row and player, and a goal taken
 * back (VAR) takes the totals back. On a host of its own: the replay moves on a gameweek, so the
 * league's picks score in the current one.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { boardRow, openBoardPage, seasonTotalOf, stillSamePage } from "../support/board-page";
import { DESKTOP, PHONE, useBrowser } from "../support/browser";
import { storeAndAnnounceGoals } from "../support/goals";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

const browser = useBrowser();
let host: LocalHost;
let baseUrl: string;

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
  const stamp = `goal${Date.now()}`;
  // liveLeague's admin, who may ask for a goals refresh (the site's creator).
  host = await startOwnHost("goal-moment", { fplGameweek: 12, buildSpa: true, creatorEmails: `ada.striker.${stamp}@example.com` });
  baseUrl = host.url;
  live = await liveLeague(baseUrl, { stamp, leagueName: `Goal Moment ${stamp.slice(-5)}`, names: ["Ada Striker", "Bo Keeper"] });
  // Live from the next gameweek: the feed moves on to it, so goals now count for the picks.
  await replayControl(host.replayUrl ?? "").setGameweek(13);
  const moved = await refreshed(live.admin, contract.feed.creatorRefreshGoals);
  if (moved.status !== "ok") throw new Error(`refresh: ${JSON.stringify(moved)}`);
  await untilQuiet(baseUrl);
  const rows = (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Row[];
  holder = rows.find((r) => r.username === "Ada Striker")!;
  scorer = holder.picks[0];
  const [{ getLeague }, { seasonOfLeague }, { listGameweeks }, { currentGameweek }] = await Promise.all([
    import("../../functions/data/stores/leagues-store"),
    import("../../functions/data/read-models/season"),
    import("../../functions/data/stores/feed-store"),
    import("../../shared/gameweeks"),
  ]);
  season = await seasonOfLeague(await getLeague(live.league.id));
  gameweek = currentGameweek(await listGameweeks(season))?.gameweekId ?? 1;
}, 120_000);

afterAll(async () => {
  // The pages' last reads and the rules' deliveries end before the store closes under them.
  if (host) await untilQuiet(baseUrl);
  await host?.close();
});

const openBoard = (session: string, viewport: typeof DESKTOP) => openBoardPage(browser, baseUrl, viewport, session, live.league.name);
const seasonTotal = (page: Page) => seasonTotalOf(page, "Ada Striker");

describe("goals on open boards", () => {
  it("moves both members' tables without a reload and shows the goal's moment on the row and the player", async () => {
    const desktop = await openBoard(live.admin.cookie("treble_session")!, DESKTOP);
    const phone = await openBoard(live.members[0].cookie("treble_session")!, PHONE);
    const before = holder.totalGoals;

    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals + 1 }]);
    for (const page of [desktop, phone]) {
      const row = boardRow(page, "Ada Striker");
      await row.locator('[data-testid="goal-moment"]').first().waitFor({ timeout: 10_000 });
      expect(await row.getAttribute("data-goal")).toBe("true");
      await expect.poll(() => seasonTotal(page), { timeout: 10_000 }).toBe(String(before + 1));
    }
    await desktop.screenshot({ path: "docs/screenshots/goal-moment-desktop.png" });
    await phone.screenshot({ path: "docs/screenshots/goal-moment-phone.png" });
    expect(await stillSamePage(desktop)).toBe(true);
    expect(await stillSamePage(phone)).toBe(true);

    // VAR: the goal is taken back, and so is the total, still without a reload.
    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals }]);
    for (const page of [desktop, phone]) {
      await expect.poll(() => seasonTotal(page), { timeout: 10_000 }).toBe(String(before));
      expect(await stillSamePage(page)).toBe(true);
    }
    await desktop.context().close();
    await phone.context().close();
  }, 120_000);
});
