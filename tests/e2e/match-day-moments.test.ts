/**
 * Match-day moments you can trust (issue 35), in Chromium at 1280×800 and 390×844, driven by the
 * replay's match clock on a host of its own with the schedules off (the test ticks the goals job as
 * the schedule would). Ada holds Thiago and Foden, who score in GW13's first kick-off slot; Bo holds
 * nobody. Level on nothing, both read "joint 1st". When the goals land, Ada, whose row sits below
 * the fold, is told in a polite toast who scored for her; the Live now strip shows the score the
 * board just celebrated; a goal VAR takes back shows "taken back" on her row; a finished match
 * says FT.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { contract } from "../../shared/contract/routes";
import { boardRow, openBoardPage, seasonTotalOf, stillSamePage } from "../support/board-page";
import { DESKTOP, PHONE, useBrowser } from "../support/browser";
import type { LiveLeague } from "../support/live-league";
import { MATCH_WEEK as WEEK, matchDayHost } from "../support/match-day-host";
import { untilQuiet } from "../support/quiet";

const browser = useBrowser();
let host: LocalHost;
let matchDay: Awaited<ReturnType<typeof matchDayHost>>;
let replay: typeof matchDay.replay;
let live: LiveLeague;

beforeAll(async () => {
  // The league is executed during GW12, so its picks score from GW13: the week the clock plays.
  matchDay = await matchDayHost("match-day-moments", { buildSpa: true });
  ({ host, replay } = matchDay);
  live = await matchDay.league("Moments League");
  expect(await matchDay.kickOff()).toMatchObject({ status: "ok" });
}, 240_000);

afterAll(async () => {
  for (const context of browser.contexts()) await context.close();
  if (host) await untilQuiet(host.url);
  await host?.close();
});

const tick = (aheadMs: number) => matchDay.tick(aheadMs);

const openBoard = (session: string, viewport: typeof DESKTOP) => openBoardPage(browser, host.url, viewport, session, live.league.name);
const seasonTotal = (page: Page) => seasonTotalOf(page, "Ada");
const board = async () =>
  (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Array<{
    username: string;
    totalGoals: number;
    picks: Array<{ playerId: number; playerName: string }>;
  }>;
const adaTotal = async () => (await board()).find((r) => r.username === "Ada")!.totalGoals;
const stripOf = (page: Page) => page.locator('[data-testid="live-match"] p:first-child').allTextContents();

describe("match-day moments on open boards, driven by the replay's match clock", () => {
  it("says joint 1st, toasts Ada's own goal, moves the strip with the board, shows a take-back and FT", async () => {
    const desktop = await openBoard(live.admin.cookie("treble_session")!, DESKTOP);
    const phone = await openBoard(live.admin.cookie("treble_session")!, PHONE);
    const before = await adaTotal();
    expect(before).toBe(0);
    // Level on nothing: both members share first place, and the board says so in words.
    for (const page of [desktop, phone])
      for (const name of ["Ada", "Bo"]) await boardRow(page, name).getByText("joint 1st", { exact: true }).waitFor();

    // Where Ada's row is not wholly in sight when her goals land (a short desktop window at the top
    // of the board: the table comes first, decision 0326, and the Live now strip arriving above it
    // only pushes it further down), a polite toast says who scored for her. Where her row is in
    // sight (the phone), the same polite region still says the words to a screen reader.
    await desktop.setViewportSize({ width: DESKTOP.width, height: 420 });
    await desktop.evaluate(() => window.scrollTo(0, 0));
    const toastOf = (page: Page) =>
      page.locator('[aria-live="polite"] [data-testid="goal-toast"], [aria-live="polite"] [data-testid="goal-moment-words"]');
    // The moments last six seconds: each page watches for them from before the tick.
    const moments = [desktop, phone].map((page) =>
      Promise.all([
        boardRow(page, "Ada").locator('[data-testid="goal-moment"]').first().waitFor({ timeout: 30_000 }),
        toastOf(page)
          .waitFor({ timeout: 30_000 })
          .then(async () => {
            const text = await toastOf(page).textContent();
            await page.screenshot({ path: `docs/screenshots/match-day-moments-goal-${page === desktop ? "desktop" : "phone"}.png` });
            return text;
          })
          .catch(() => undefined),
      ]),
    );

    // Kick-off and 80 minutes of the first slot (its goals are all in by then; the clock runs on in
    // real time, so the matches stay live for the ticks below). The feed's scores lag its scorers
    // by a goal in that answer, as the real feed's do.
    await replay.clock({ advanceMinutes: 5 + 80 });
    await replay.inject(`fixtures/?event=${WEEK}`, "lagging-score", 1);
    expect(await tick(6 * 60_000)).toMatchObject({ status: "ok" });
    const toasts = (await Promise.all(moments)).map(([, text]) => text);
    const outOfSight = (page: Page) =>
      boardRow(page, "Ada").evaluate((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return top < 0 || bottom > window.innerHeight;
      });
    expect(await outOfSight(desktop)).toBe(true);
    const after = await adaTotal();
    expect(after).toBeGreaterThan(before);
    const scorers = (await board()).find((r) => r.username === "Ada")!.picks;
    expect(toasts[0]).toBeDefined();
    for (const text of toasts) {
      expect(text).toMatch(new RegExp(`(${scorers.map((p) => p.playerName).join("|")}) scored for you`));
      expect(text).toMatch(/you're 1st\./);
    }

    // The strip says the scores the board celebrates (the goals its rows count), not the feed's lagging
    // ones, in the same moment (not at its next minute's poll).
    const fed = (await replay.state()).clock!.fixtures.filter((f) => f.started && !f.finished).map((f) => f.score!.replace("-", "–"));
    expect(fed.length).toBeGreaterThan(0);
    for (const page of [desktop, phone])
      await expect
        .poll(async () => (await stripOf(page)).map((t) => /\d+–\d+/.exec(t)?.[0]).sort(), { timeout: 5_000 })
        .toEqual(fed.sort());

    // VAR: the latest goals are taken back until one of Ada's is; the run that confirms it tells the boards.
    const mine = new Set(scorers.map((p) => p.playerId));
    for (let i = 0; i < 20; i++) {
      const state = await replay.takeBack();
      if (mine.has(state.taken!.playerId) && !state.taken!.ownGoal) break;
    }
    for (const page of [desktop, phone]) await boardRow(page, "Ada").scrollIntoViewIfNeeded();
    const takenBack = [desktop, phone].map((page) =>
      boardRow(page, "Ada")
        .locator('[data-testid="takeback-moment"]')
        .first()
        .waitFor({ timeout: 30_000 })
        .then(() => page.screenshot({ path: `docs/screenshots/match-day-moments-takeback-${page === desktop ? "desktop" : "phone"}.png` })),
    );
    // One answer without the goal is not yet a correction; the next, agreeing, is.
    expect(await tick(7 * 60_000)).toMatchObject({ status: "ok" });
    expect(await tick(8 * 60_000)).toMatchObject({ status: "ok" });
    await Promise.all(takenBack);
    const corrected = await adaTotal();
    expect(corrected).toBeLessThan(after);
    for (const page of [desktop, phone]) await expect.poll(() => seasonTotal(page), { timeout: 10_000 }).toBe(String(corrected));

    // The final whistle: the strip says FT, not the last minute it saw.
    await replay.clock({ advanceMinutes: 15 });
    expect(await tick(9 * 60_000)).toMatchObject({ status: "ok" });
    for (const page of [desktop, phone]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(async () => (await stripOf(page)).every((t) => t.endsWith("FT")) && (await stripOf(page)).length > 0, {
          timeout: 70_000,
        })
        .toBe(true);
    }
    await desktop.screenshot({ path: "docs/screenshots/match-day-moments-ft-desktop.png" });
    await phone.screenshot({ path: "docs/screenshots/match-day-moments-ft-phone.png" });
    expect(await stillSamePage(desktop)).toBe(true);
    expect(await stillSamePage(phone)).toBe(true);
  }, 300_000);
});
