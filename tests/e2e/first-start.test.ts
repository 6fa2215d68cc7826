/**
 * A brand-new install in Chromium: the app answers while its first players refresh is still
 * waiting on the feed, the players list says it is loading (desktop and phone), and the players
 * appear by themselves once the feed answers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { DESKTOP, PHONE, completeSignIn, newVisitor, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { gatedFeed } from "../support/gated-feed";
import { freePort } from "../support/ports";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const pageFitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const browser = useBrowser();
let host: LocalHost;
let feed: Awaited<ReturnType<typeof gatedFeed>>;
const dataDir = mkdtempSync(join(tmpdir(), "treble-first-e2e-"));

beforeAll(async () => {
  feed = await gatedFeed(inject("fplBaseUrl"));
  host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: "",
    quiet: true,
    buildSpa: false,
    fplBaseUrl: feed.url,
  });
}, 60_000);

afterAll(async () => {
  feed?.open();
  await host?.close();
  feed?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("first start", () => {
  it("shows a loading players state until the first refresh brings them", async () => {
    const email = `first.${Date.now()}@example.test`;
    const owner = new Browserish(host.url);
    await owner.signIn(email, "First Fan");
    expect((await owner.call(contract.leagues.create, { body: { name: "First Night" } })).status).toBe(200);

    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newVisitor(browser, host.url, viewport);
      const page = await context.newPage();
      await page.goto(pathOf(contract.auth.login, { query: { redirect: "/register" } }));
      await completeSignIn(page, host.url, email, "First Fan");
      await page.goto("/register");
      await page.getByTestId("players-loading").waitFor();
      expect(await pageFitsWidth(page)).toBe(true);
      if (viewport === PHONE) {
        feed.open();
        // The list polls while empty: the players arrive without a reload.
        await page
          .getByTestId("available-count")
          .filter({ hasText: /of [1-9]\d{2}/ })
          .waitFor({ timeout: 60_000 });
      }
      await context.close();
    }
  });
});
