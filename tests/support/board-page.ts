/** The league's board in a browser, as the live-board journeys watch it move without a reload. */
import type { Browser, Page } from "playwright-core";
import { pageWithSession, type DESKTOP } from "./browser";
import { roomJoined } from "./room-joined";

/**
 * The board page signed in with `session`, once the league's name and its first row show and its
 * socket has joined the room (so a change made next arrives as an event, with its moment), with a
 * mark set in its window: a reload or a navigation would lose it (`stillSamePage`).
 */
export async function openBoardPage(browser: Browser, baseUrl: string, viewport: typeof DESKTOP, session: string, leagueName: string) {
  const page = await pageWithSession(browser, baseUrl, viewport, session);
  const joined = roomJoined(page);
  await page.goto("/");
  await page.getByText(leagueName).first().waitFor();
  await page.locator('[data-testid="board-row"]').first().waitFor();
  await joined;
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  return page;
}

export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

/** A member's row (the desktop table's or the phone's), by a name in it. */
export const boardRow = (page: Page, name: string) => page.locator('[data-testid="board-row"]', { hasText: name }).first();

/** A member's season total as the row shows it: the row's last number (the table's last cell, the phone row's SZN). */
export const seasonTotalOf = (page: Page, name: string) => boardRow(page, name).locator(".tabular-nums").last().textContent();
