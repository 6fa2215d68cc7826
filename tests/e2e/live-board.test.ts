/**
 * The board follows its league live in Chromium: a member's open board shows a newcomer and a
 * rename without a reload (the realtime channel's board.changed, re-read over HTTP), at desktop and
 * phone widths, and comes back to date after the socket drops.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

async function leagueAndWatcher(label: string) {
  const stamp = `${label}${Date.now()}`;
  const admin = new Browserish(baseUrl);
  await admin.signIn(`admin.${stamp}@example.test`, "Admin");
  const league = (await admin.call(contract.leagues.create, { body: { name: `Live ${stamp.slice(-6)}` } })).body as {
    id: string;
    code: string;
    name: string;
  };
  const watcher = new Browserish(baseUrl);
  await watcher.signIn(`watcher.${stamp}@example.test`, "Watcher");
  await watcher.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: `Watcher ${stamp.slice(-4)}` } });
  return { admin, league, watcher, stamp };
}

/** The board page with a mark set in its window: a reload would lose it. */
async function openBoard(session: string, viewport: typeof DESKTOP, leagueName: string): Promise<Page> {
  const page = await pageWithSession(browser, baseUrl, viewport, session);
  await page.goto("/");
  await page.getByText(leagueName).first().waitFor();
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  return page;
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

describe("a live board", () => {
  for (const [width, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows a newcomer and a rename without a reload (${width})`, async () => {
      const { admin, league, watcher, stamp } = await leagueAndWatcher(width);
      const page = await openBoard(watcher.cookie("treble_session")!, viewport, league.name);
      const newcomer = new Browserish(baseUrl);
      await newcomer.signIn(`newcomer.${stamp}@example.test`, "Newcomer");
      await newcomer.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: `Newcomer ${stamp.slice(-4)}` } });
      await page
        .getByText(`Newcomer ${stamp.slice(-4)}`)
        .first()
        .waitFor({ timeout: 10_000 });
      await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: `Renamed ${stamp.slice(-6)}` } });
      await page
        .getByText(`Renamed ${stamp.slice(-6)}`)
        .first()
        .waitFor({ timeout: 10_000 });
      expect(await stillSamePage(page)).toBe(true);
      await page.screenshot({ path: `docs/screenshots/live-board-${width}.png` });
      await page.context().close();
    });
  }

  it("re-reads the board after the socket comes back (a change made while it was down shows up)", async () => {
    const { admin, league, watcher, stamp } = await leagueAndWatcher("drop");
    const page = await openBoard(watcher.cookie("treble_session")!, DESKTOP, league.name);
    // The network goes away: the socket drops, and the rename below is never sent to this page.
    await page.context().setOffline(true);
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: `Offline ${stamp.slice(-6)}` } });
    await page.waitForTimeout(500);
    expect(await page.getByText(`Offline ${stamp.slice(-6)}`).count()).toBe(0);
    await page.context().setOffline(false);
    await page
      .getByText(`Offline ${stamp.slice(-6)}`)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await stillSamePage(page)).toBe(true);
    await page.context().close();
  });
});
