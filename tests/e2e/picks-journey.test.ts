/**
 * The picks issue's must-hold journey in a real Chromium against the local host: search, filter,
 * add 15, reorder by mouse drag, by keyboard and by arrows, reload (order kept), random picks,
 * copy to another league, register, then edit from the picks page. Plus a phone-width run.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, signedInPage, useBrowser } from "../support/browser";
import { pathOf } from "../support/api";
import { contract } from "../../shared/contract/routes";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const signIn = (viewport: typeof DESKTOP, who: string) =>
  signedInPage(browser, baseUrl, viewport, `${who}.${Date.now()}@example.test`, "/home", who);

/** Creates a league as the signed-in page's user, through the same API the screens use. */
const createLeague = (page: Page, name: string) =>
  page.evaluate(
    async ({ leagueName, path }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: leagueName }),
      });
      return (await response.json()) as { id: string; name: string };
    },
    { leagueName: name, path: pathOf(contract.leagues.create) },
  );

const squadNames = (page: Page) => page.getByTestId("squad-name").allTextContents();
const counter = (page: Page) => page.getByTestId("selection-counter").textContent();
const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

/** The list the server holds, read the way the screen reads it. */
const storedOrder = (page: Page, leagueId: string) =>
  page.evaluate(
    async (path) => ((await (await fetch(path)).json()) as Array<{ fplPlayerId: number }>).map((p) => p.fplPlayerId),
    pathOf(contract.picks.getTempPicks, { params: { leagueId } }),
  );

async function waitSaved(page: Page) {
  await expect.poll(() => page.getByTestId("save-status").textContent()).toContain("All changes saved");
}

async function dragHandle(page: Page, fromName: string, toName: string) {
  const from = await page.getByRole("button", { name: `Reorder ${fromName}` }).boundingBox();
  const to = await page.getByRole("button", { name: `Reorder ${toName}` }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  // Several steps: the pointer sensor starts a drag only after a few pixels of travel.
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

describe("picks journey (desktop)", () => {
  it("searches, filters, fills 15, reorders three ways, survives a reload, randomises, copies, registers and edits", async () => {
    const page = await signIn(DESKTOP, "picker");
    const league = await createLeague(page, `A Picks League ${Date.now() % 100000}`);
    await createLeague(page, `Z Second League ${Date.now() % 100000}`);
    await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), league.id);
    await page.goto("/register");
    await expect.poll(() => counter(page)).toBe("0/15 Players Selected");

    // Search by name (case-insensitive) and by team.
    const search = page.getByRole("searchbox", { name: "Search players by name or team" });
    await search.fill("HAALAND");
    await page.getByRole("button", { name: "Add Haaland" }).click();
    await search.fill("");
    await search.fill("brentford");
    const rows = page.getByTestId("player-row");
    await rows.first().waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain("Brentford");

    // Club and position filters.
    await search.fill("");
    await page.getByRole("combobox", { name: "Club" }).selectOption("Arsenal");
    await page.getByRole("combobox", { name: "Position" }).selectOption("FWD");
    for (const text of await rows.allTextContents()) expect(text).toMatch(/^FWD.*Arsenal/);
    await page.getByRole("button", { name: /^Add / }).first().click();
    await page.getByRole("combobox", { name: "Club" }).selectOption("all");
    await page.getByRole("combobox", { name: "Position" }).selectOption("all");

    // Fill to 15 from the top of the list; then every add button is disabled.
    while ((await squadNames(page)).length < 15) await page.getByRole("button", { name: /^Add / }).first().click();
    await expect.poll(() => counter(page)).toBe("15/15 Players Selected");
    expect(await page.getByRole("button", { name: /^Add / }).first().isDisabled()).toBe(true);
    await waitSaved(page);

    // Drag with the mouse: the first pick dropped on the third place.
    const before = await squadNames(page);
    await dragHandle(page, before[0], before[2]);
    await expect.poll(() => squadNames(page)).toEqual([before[1], before[2], before[0], ...before.slice(3)]);

    // Keyboard: space picks up, arrow down moves one place, space drops.
    const afterDrag = await squadNames(page);
    await page.getByRole("button", { name: `Reorder ${afterDrag[3]}` }).focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(250);
    await page.keyboard.press("Space");
    await expect.poll(() => squadNames(page)).toEqual([...afterDrag.slice(0, 3), afterDrag[4], afterDrag[3], ...afterDrag.slice(5)]);

    // The up arrow button.
    const afterKeys = await squadNames(page);
    await page.getByRole("button", { name: `Move ${afterKeys[14]} up` }).click();
    const finalOrder = [...afterKeys.slice(0, 13), afterKeys[14], afterKeys[13]];
    await expect.poll(() => squadNames(page)).toEqual(finalOrder);
    await waitSaved(page);

    // A reload shows the same order: every change was saved.
    await page.reload();
    await expect.poll(() => squadNames(page)).toEqual(finalOrder);

    // Random picks replace the list after a confirmation, and are saved too.
    await page.getByRole("button", { name: "Random Picks" }).click();
    await page.getByText("with 15 random players who scored 5+ goals last season").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Random Picks" }).click();
    await toastTitled(page, "Random Picks Generated");
    await expect.poll(async () => (await squadNames(page)).join()).not.toBe(finalOrder.join());
    await waitSaved(page);
    const randomOrder = await squadNames(page);
    expect(randomOrder).toHaveLength(15);
    const players = await page.evaluate(
      async (path) => (await (await fetch(path)).json()) as Array<{ id: number; webName: string; goalsLastSeason: number }>,
      pathOf(contract.feed.players),
    );
    const stored = await storedOrder(page, league.id);
    expect(stored.map((id) => players.find((p) => p.id === id)!.webName)).toEqual(randomOrder);
    for (const id of stored) expect(players.find((p) => p.id === id)!.goalsLastSeason).toBeGreaterThanOrEqual(5);

    // Copy To Other Leagues: nothing chosen is refused; the second league gets the list.
    await page.getByRole("button", { name: "Copy To Other Leagues" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Copy Selections" }).click();
    await toastTitled(page, "No leagues selected");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Copy Selections" }).click();
    await toastTitled(page, "Selections copied");

    // Register: a first registration goes to / (product.md §2 'Player selection / register'), and the picks page lists the 15 in order.
    await page.getByRole("button", { name: "Submit Picks" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "My Picks" }).first().click();
    await page.getByRole("heading", { name: "Players Selected" }).waitFor();
    const table = page.getByRole("table", { name: "Your picks" });
    await expect
      .poll(async () => await table.locator("tbody tr td:nth-child(2) > span:first-child").allTextContents())
      .toEqual(randomOrder);
    await page.getByTestId("pick-totals").getByText("15/15").waitFor();

    // Edit mode holds changes until Save Changes, which lands back on the picks page.
    await page.getByRole("link", { name: "Edit Picks" }).click();
    await page.getByRole("heading", { name: "Edit Your Player Picks" }).waitFor();
    await page.getByRole("button", { name: `Move ${randomOrder[0]} down` }).click();
    expect(await storedOrder(page, league.id)).toEqual(stored);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/original-picks");
    const edited = [randomOrder[1], randomOrder[0], ...randomOrder.slice(2)];
    await expect.poll(async () => await table.locator("tbody tr td:nth-child(2) > span:first-child").allTextContents()).toEqual(edited);
    await page.context().close();
  });
});

describe("picks journey (phone)", () => {
  it("adds, reorders and clears at 390px without sideways scrolling", async () => {
    const page = await signIn(PHONE, "phonepicker");
    const league = await createLeague(page, `Phone League ${Date.now() % 100000}`);
    await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), league.id);
    await page.goto("/register");
    await expect.poll(() => counter(page)).toBe("0/15 Players Selected");

    await page.getByRole("searchbox", { name: "Search players by name or team" }).fill("liverpool");
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: /^Add / }).first().tap();
    await page.getByRole("button", { name: "Your Squad (3/15)" }).tap();
    const before = await squadNames(page);
    expect(before).toHaveLength(3);
    await page.getByRole("button", { name: `Move ${before[2]} up` }).tap();
    await page.getByRole("button", { name: `Reorder ${before[0]}` }).focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(250);
    await page.keyboard.press("Space");
    const order = [before[2], before[0], before[1]];
    await expect.poll(() => squadNames(page)).toEqual(order);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await waitSaved(page);

    await page.reload();
    await page.getByRole("button", { name: "Your Squad (3/15)" }).tap();
    await expect.poll(() => squadNames(page)).toEqual(order);

    await page.getByRole("button", { name: "Clear All" }).tap();
    await page.getByText("This will remove all 3 selected players. Continue?").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear All" }).tap();
    await expect.poll(() => counter(page)).toBe("0/15 Players Selected");
    await page.getByRole("button", { name: "Clear All" }).tap();
    await toastTitled(page, "No picks to clear");
    await waitSaved(page);
    expect(await storedOrder(page, league.id)).toEqual([]);
    await page.context().close();
  });
});
