/**
 * A match day in Chromium, driven by the replay's match clock on a host of its own with the
 * schedules off (the test ticks the goals job as the schedule would): two members of a live
 * league watch their board (one on a phone at 390×844) while GW13's first kick-off slot plays, in
 * which the first member's picks Thiago and Foden score. One tick after the clock releases the
 * goals, the rows change without a reload, the goal's moment shows, and the member with a push
 * subscription gets the goal alert at the push stand-in and in the bell.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { contract } from "../../shared/contract/routes";
import { boardRow, openBoardPage, seasonTotalOf, stillSamePage } from "../support/board-page";
import { DESKTOP, PHONE, useBrowser } from "../support/browser";
import type { LiveLeague } from "../support/live-league";
import { matchDayHost } from "../support/match-day-host";
import { newPushSubscription, pushesTo } from "../support/mailbox";
import { untilQuiet } from "../support/quiet";

const browser = useBrowser();
let host: LocalHost;
let matchDay: Awaited<ReturnType<typeof matchDayHost>>;
let replay: typeof matchDay.replay;
let live: LiveLeague;
let device: string;

beforeAll(async () => {
  // The league is executed during GW12, so its picks score from GW13: the week the clock plays.
  matchDay = await matchDayHost("match-day-journey", { buildSpa: true });
  ({ host, replay } = matchDay);
  live = await matchDay.league("Journey League");
  const sub = await newPushSubscription(host.pushServiceUrl);
  expect((await live.admin.call(contract.notifications.addPushSubscription, { body: sub.subscription })).status).toBe(200);
  device = sub.id;
  expect(await matchDay.kickOff()).toMatchObject({ status: "ok" });
}, 240_000);

afterAll(async () => {
  // The pages' last reads end before the store closes under them.
  for (const context of browser.contexts()) await context.close();
  if (host) await untilQuiet(host.url);
  await host?.close();
});

const tick = (aheadMs: number) => matchDay.tick(aheadMs);

const openBoard = (session: string, viewport: typeof DESKTOP) => openBoardPage(browser, host.url, viewport, session, live.league.name);
const seasonTotal = (page: Page) => seasonTotalOf(page, "Ada");
/** Goal alerts at the push stand-in for Ada's phone (the draft's own push came before). */
const goalPushes = async () =>
  (await pushesTo(device, host.pushServiceUrl))
    .map((p) => p.payload as { title: string; body: string })
    .filter((p) => p.title.startsWith("Goal"));
const adaTotal = async () => {
  const rows = (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body;
  return (rows as Array<{ username: string; totalGoals: number }>).find((r) => r.username === "Ada")!.totalGoals;
};

describe("a match day on open boards, driven by the replay's match clock", () => {
  it("moves both boards without a reload, shows the goal's moment and pushes the goal alert", async () => {
    const before = await adaTotal();
    const desktop = await openBoard(live.admin.cookie("treble_session")!, DESKTOP);
    const phone = await openBoard(live.members[0].cookie("treble_session")!, PHONE);
    expect(await seasonTotal(desktop)).toBe(String(before));
    expect(await goalPushes()).toEqual([]);

    // Kick-off and 89 minutes of the first slot: every goal of its matches is released.
    await replay.clock({ advanceMinutes: 5 + 89 });
    // The tick stands for a minute after the stored kick-off.
    expect(await tick(6 * 60_000)).toMatchObject({ status: "ok" });
    const after = await adaTotal();
    expect(after).toBeGreaterThan(before);

    for (const page of [desktop, phone]) {
      const row = boardRow(page, "Ada");
      await row.locator('[data-testid="goal-moment"]').first().waitFor({ timeout: 20_000 });
      expect(await row.getAttribute("data-goal")).toBe("true");
      await expect.poll(() => seasonTotal(page), { timeout: 20_000 }).toBe(String(after));
    }
    // The table sits below the fold at 1280×800: the moment on Ada's row is what the shot is for.
    await boardRow(desktop, "Ada").scrollIntoViewIfNeeded();
    await desktop.screenshot({ path: "docs/screenshots/match-day-journey-desktop.png" });
    await phone.screenshot({ path: "docs/screenshots/match-day-journey-phone.png" });
    expect(await stillSamePage(desktop)).toBe(true);
    expect(await stillSamePage(phone)).toBe(true);

    // The goal alert: at the push stand-in for Ada (the member with a subscription) and in her bell.
    const pushes = await goalPushes();
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((p) => /^Goal! (Thiago|Foden)$/.test(p.title))).toBe(true);
    const bell = ((await live.admin.call(contract.notifications.list)).body as Array<{ type: string; title: string }>).filter(
      (n) => n.type === "goal_alert",
    );
    expect(bell.map((n: { title: string }) => n.title).sort()).toEqual(pushes.map((p) => p.title).sort());
    await desktop.context().close();
    await phone.context().close();
  }, 180_000);
});
