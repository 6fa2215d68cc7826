/**
 * Each thing asked once (issue 38 item 2): opening any main screen, fresh in the browser, asks the
 * API for each path (with its query) once. A second ask within the same first load is a chain the
 * member waits on for nothing, or a realtime subscribe re-reading what the page has just read.
 * On a host of its own: it plays a gameweek (the Live now strip is up) and runs a live draft.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { DESKTOP, pageWithSession, useBrowser } from "../support/browser";
import type { Browserish } from "../support/client";
import { bringBelowFoldIntoView, networkQuiet } from "../support/network-quiet";
import { draftRoomScene, liveBoardScene, type DraftRoomScene } from "../support/first-screens";
import type { LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";

const browser = useBrowser();
let host: LocalHost;
let live: LiveLeague;
let room: DraftRoomScene;

beforeAll(async () => {
  host = await startOwnHost("asked-once", { creatorEmails: "", fplGameweek: 12, schedules: false });
  const stamp = String(Date.now());
  live = await liveBoardScene(host, stamp);
  room = await draftRoomScene(host, stamp);
}, 240_000);

afterAll(async () => {
  for (const context of browser.contexts()) await context.close();
  if (host) await untilQuiet(host.url);
  await host?.close();
});

/** The main screens of a live league's admin, each with what shows once it has its data. */
const SCREENS: Array<[path: string, ready: (page: Page) => Promise<void>]> = [
  ["/", (p) => p.locator('[data-testid="board-row"]').first().waitFor()],
  ["/leaderboard", (p) => p.locator('[data-testid="live-match"]').first().waitFor()],
  ["/home", (p) => p.getByRole("main").waitFor()],
  ["/original-picks", (p) => p.getByRole("main").waitFor()],
  ["/register", (p) => p.getByRole("main").waitFor()],
  ["/window", (p) => p.getByRole("main").waitFor()],
  ["/dashboard", (p) => p.getByRole("heading", { name: "Admin Dashboard" }).waitFor()],
  ["/enhanced-user-management", (p) => p.getByRole("main").waitFor()],
  ["/profile", (p) => p.getByRole("main").waitFor()],
  ["/profile-settings", (p) => p.getByRole("main").waitFor()],
];

/**
 * Opens `path` in a fresh page and returns each API request (method, path and query) made more
 * than once while the screen loads: until it is ready, its parts below the fold have come into
 * view, and no request has started or ended for a second and a half.
 */
async function askedTwice(client: Browserish, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const page = await pageWithSession(browser, host.url, DESKTOP, client.cookie("treble_session")!);
  const asked = new Map<string, number>();
  const quiet = networkQuiet(page);
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const key = `${request.method()} ${url.pathname}${url.search}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
  });
  await page.goto(path);
  await ready(page);
  await bringBelowFoldIntoView(page);
  await quiet(1_500);
  await page.context().close();
  return [...asked].filter(([, times]) => times > 1).map(([key, times]) => `${path}: ${key} ×${times}`);
}

describe("opening a screen", () => {
  it("asks the API for each path once, on every main screen of a live league's admin", { timeout: 240_000 }, async () => {
    const twice: string[] = [];
    for (const [path, ready] of SCREENS) twice.push(...(await askedTwice(live.admin, path, ready)));
    expect(twice).toEqual([]);
  });

  it("asks for the live draft once in the draft room mid-draft, and on its league's board", { timeout: 60_000 }, async () => {
    const twice = [
      ...(await askedTwice(room.onClock, "/draft-room", (p) =>
        p.getByTestId("turn-heading").getByText("Your turn: pick a player").waitFor(),
      )),
      ...(await askedTwice(room.onClock, "/", (p) => p.getByTestId("live-draft-link").waitFor())),
    ];
    expect(twice).toEqual([]);
  });
});
