/**
 * A live league explains itself, at desktop and phone width: the board says from which gameweek
 * points count (a member whose players scored in the gameweek the league went live otherwise
 * reads a 0 with no reason), My Picks starts with the players the draft gave the member, and the
 * Home tile no longer speaks of "the draft". Every screen is checked for layout problems; the
 * shots are kept when EXPLAINED_SHOTS_DIR names a folder.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { shootAndCheck } from "../support/layout-check";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const SHOTS = process.env.EXPLAINED_SHOTS_DIR ?? mkdtempSync(join(tmpdir(), "treble-explained-"));
let live: LiveLeague;
let start: number;
let mine: string[];

beforeAll(async () => {
  live = await liveLeague(baseUrl, { stamp: `explained${Date.now()}`, leagueName: "Explained League", names: ["Erin", "Femi", "Gus"] });
  start = ((await live.admin.call(contract.feed.gameweeks)).body as Array<{ id: number; isNext: boolean }>).find((g) => g.isNext)!.id;
  const board = (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Array<{
    username: string;
    picks: Array<{ playerName: string }>;
  }>;
  mine = board.find((r) => r.username === "Erin")!.picks.map((p) => p.playerName);
}, 120_000);

const shot = async (page: Page, name: string) => expect(await shootAndCheck(page, SHOTS, name, { fullPage: true })).toEqual([]);

for (const [label, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  describe(`a live league explains itself (${label})`, () => {
    it("says on the board from which gameweek points count", async () => {
      const page = await pageWithSession(browser, baseUrl, viewport, live.admin.cookie("treble_session")!);
      await page.goto("/leaderboard");
      const note = page.getByTestId("scoring-start");
      await note.waitFor();
      expect(await note.textContent()).toBe(
        `Points count from GW ${start}, the first gameweek after the league went live: goals scored before it don't count.`,
      );
      if (label === "phone") {
        await page.getByRole("button", { name: /Erin/ }).first().click();
        await page.getByText(`counts from GW ${start}`).first().waitFor();
      } else {
        const title = await page.getByTestId("board-pick").first().locator("span").first().getAttribute("title");
        expect(title).toContain(`counts from GW ${start}`);
      }
      await shot(page, `board-scoring-start-${label}`);
      await page.context().close();
    });

    it("puts the member's players first on My Picks, and the Home tile says so", async () => {
      const page = await pageWithSession(browser, baseUrl, viewport, live.admin.cookie("treble_session")!);
      await page.goto("/original-picks");
      const players = page.getByTestId("my-players");
      await players.getByRole("heading", { name: "Your Players" }).waitFor();
      await expect.poll(() => players.getByTestId("my-player").count()).toBe(3);
      for (const name of mine) await players.getByText(name, { exact: true }).waitFor();
      await players.getByText(`Drafted · counts from GW ${start}`).first().waitFor();
      await shot(page, `my-picks-live-${label}`);
      await page.goto("/home");
      await page.getByText("The players the draft gave you, and their goals.").waitFor();
      expect(await page.getByText("Your 15 ranked players for the draft.").count()).toBe(0);
      await page.context().close();
    });
  });
}
