/**
 * A season whose feed has no record of the season before (the 2024-25 replay), on a host of its
 * own, at both widths: the players list shows "–" for goals last season, not 0, and Random Picks
 * says why it cannot draw instead of a green success for 0 players. Each screen is checked for
 * layout problems; the shots are kept in RANDOM_PICKS_SHOTS_DIR when it names a folder.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { shootAndCheck } from "../support/layout-check";
import { startOwnHost } from "../support/own-host";
import { contract } from "../../shared/contract/routes";

const SHOTS = process.env.RANDOM_PICKS_SHOTS_DIR ?? join(tmpdir(), "random-picks-shots");
const EMAIL = `no-history.${Date.now()}@example.test`;
const browser = useBrowser();
let host: LocalHost;

beforeAll(async () => {
  host = await startOwnHost("no-history", { creatorEmails: "", fplSeason: "2024-25", fplGameweek: 3 });
  const owner = new Browserish(host.url);
  await owner.signIn(EMAIL, "Nia Nohistory");
  expect((await owner.call(contract.leagues.create, { body: { name: "No History" } })).status).toBe(200);
}, 300_000);

afterAll(async () => {
  await host?.close();
});

describe("random picks without last season's goals", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows "–" for last season and explains the refusal (${label})`, async () => {
      const page = await signedInPage(browser, host.url, viewport, EMAIL, "/register", "Nia Nohistory");
      await page.getByText("– last season").first().waitFor();
      expect(await page.getByText("0 last season", { exact: true }).count()).toBe(0);
      await page.getByRole("button", { name: "Random Picks" }).first().click();
      await page.getByText("Random Picks Failed", { exact: true }).first().waitFor();
      await page
        .getByText(/No player has 5\+ goals last season to draw from/)
        .first()
        .waitFor();
      expect(await page.getByText("Random Picks Generated", { exact: true }).count()).toBe(0);
      expect(await shootAndCheck(page, SHOTS, `random-picks-no-history-${label}`)).toEqual([]);
      await page.context().close();
    });
  }
});
