/**
 * A long e-mail address on the admin dashboard's executed-draft board and the user-management
 * cards: on a phone it wraps after the "@" or before a dot, never inside a part that fits on a
 * line, and copies as written; on the desktop board it is cut short with the whole address in its
 * title instead of widening the username column.
 */
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { liveLeague, type LiveLeague } from "../support/live-league";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const LONG_NAME = "Christopher Montgomery-Fitz";
let live: LiveLeague;
let address: string;

beforeAll(async () => {
  live = await liveLeague(baseUrl, { stamp: `long${Date.now()}`, leagueName: "Long Addresses", names: ["Ada Admin", LONG_NAME] });
  address = live.members[0].email;
});

const dashboard = (viewport: typeof DESKTOP) => signedInPage(browser, baseUrl, viewport, live.admin.email, "/dashboard", "Ada Admin");

/** The shown address: its text, how many lines it takes, and which of its parts were split across lines. */
const layoutOf = (shown: Locator) =>
  shown.evaluate((el) => {
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const parts = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    return { text: el.textContent, lines: lines(el), split: parts.filter((part) => lines(part) > 1).map((part) => part.textContent) };
  });

/** The text a user copies after selecting the element's whole contents. */
const copied = (shown: Locator) =>
  shown.evaluate((el) => {
    const selection = getSelection()!;
    selection.selectAllChildren(el);
    return selection.toString();
  });

describe("a long e-mail address on the dashboard's board", () => {
  it("wraps on a phone only where the address may break, and copies as written", async () => {
    const page = await dashboard(PHONE);
    const card = page.getByTestId("simulated-row").filter({ hasText: LONG_NAME });
    const layout = await layoutOf(card.getByText(address, { exact: true }));
    expect(layout.text).toBe(address);
    expect(layout.lines).toBeGreaterThan(1);
    expect(layout.split).toEqual([]);
    await page.context().close();
  });

  it("is cut short on desktop, whole in its title, without widening the username column", async () => {
    const page = await dashboard(DESKTOP);
    const shown = page.getByTitle(address, { exact: true });
    expect(await shown.textContent()).toBe(address);
    const box = await shown.evaluate((el) => ({ width: el.clientWidth, full: el.scrollWidth }));
    expect(box.full).toBeGreaterThan(box.width);
    expect(box.width).toBeLessThanOrEqual(256);
    await page.context().close();
  });
});

describe("a long e-mail address on the user-management cards", () => {
  it("is shown whole on a phone, wrapped only where it may break, and copies as written", async () => {
    const page = await signedInPage(browser, baseUrl, PHONE, live.admin.email, "/user-management", "Ada Admin");
    const card = page.getByTestId("user-row").filter({ hasText: LONG_NAME });
    const shown = card.getByText(address, { exact: true });
    const layout = await layoutOf(shown);
    expect(layout.text).toBe(address);
    expect(layout.lines).toBeGreaterThan(1);
    expect(layout.split).toEqual([]);
    expect(await copied(shown)).toBe(address);
    await page.context().close();
  });
});
