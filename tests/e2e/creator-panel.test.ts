/**
 * The creator panel in a real Chromium against the real local host: the creator opens every tab,
 * exports a CSV (file name and contents checked), raises a test error and finds it in Errors,
 * runs a goals refresh whose process log ends with the run's own steps and Completed, and a
 * players refresh. A member
 * gets Access Denied; signed out, /creator asks to log in and /faq goes through sign-in. Then the
 * panel, FAQ and What's New at phone width, where wide content scrolls inside its card.
 */
import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { RefreshRunView } from "../../shared/feed-types";
import { formatStepTime } from "../../web/src/features/creator/lib/format";
import { Browserish } from "../support/client";
import { DESKTOP, newVisitor, PHONE, signedInPage, useBrowser } from "../support/browser";
import { CREATOR_EMAIL } from "../support/global-setup";
import { contract } from "../../shared/contract/routes";
import { pathOf } from "../support/api";

const baseUrl = inject("baseUrl");
const browser = useBrowser();

const openAs = (viewport: typeof DESKTOP, email: string, path: string) => signedInPage(browser, baseUrl, viewport, email, path);

/** A league with a member, so the e-mails, the activity and the league table have rows of this run. */
async function seedLeague(stamp: string) {
  const owner = new Browserish(baseUrl);
  await owner.signIn(`owner.${stamp}@example.test`, "Owner");
  const name = `Creator, "Quoted" ${stamp.slice(-5)}`;
  const league = (await owner.call(contract.leagues.create, { body: { name } })).body as { id: string; code: string };
  const member = new Browserish(baseUrl);
  await member.signIn(`member.${stamp}@example.test`, "Member");
  await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: "Member" } });
  return { league, name, memberEmail: `member.${stamp}@example.test` };
}

const pageFitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("creator panel (desktop)", () => {
  it("opens each tab, exports a CSV, raises a test error and watches a goals refresh finish", async () => {
    const stamp = String(Date.now());
    const { league, name } = await seedLeague(stamp);
    const page = await openAs(DESKTOP, CREATOR_EMAIL, "/home");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Creator Panel" }).click();
    await page.getByRole("heading", { name: "Creator Panel" }).waitFor();

    // Live debug card and e-mail tool.
    const debug = page.getByTestId("debug-card");
    await debug.getByText("GW3 goal scorers").waitFor();
    expect(await debug.getByLabel("Our database").textContent()).toMatch(/Gameweek \d+/);
    await expect.poll(() => page.getByTestId("email-count").textContent()).toMatch(/^[\d,]+ participants found$/);
    const preview = (await page.getByTestId("email-preview").textContent())!;
    expect(preview.length).toBeLessThanOrEqual(201);

    // API: the list, a refresh, and one entry opened.
    await page.getByTestId("api-log").first().waitFor();
    await page.getByRole("tabpanel").getByRole("button", { name: "Refresh", exact: true }).click();
    await page.getByText("API Logs Refreshed", { exact: true }).waitFor();
    const creatorCall = page.getByTestId("api-log").filter({ hasText: "/api/creator/" }).first();
    await creatorCall.getByRole("button").click();
    await creatorCall.getByText(CREATOR_EMAIL).waitFor();
    await creatorCall.getByText("Response size").waitFor();
    // A chosen time range, paged: more than one page (50) of calls in the last hour.
    await page.evaluate((path) => Promise.all(Array.from({ length: 55 }, () => fetch(path))), pathOf(contract.auth.currentUser));
    await page.getByLabel("Time range").first().selectOption("1h");
    // The functions' log lines arrive a moment after their answers, as in CloudWatch: refresh until they are in.
    const older = page.getByRole("button", { name: "Older" });
    await expect
      .poll(async () => {
        if (await older.isVisible()) return true;
        await page.getByRole("tabpanel").getByRole("button", { name: "Refresh", exact: true }).click();
        return false;
      })
      .toBe(true);
    await older.click();
    await page.getByText("Page 2", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Newer" }).click();
    await page.getByText("Page 1", { exact: true }).waitFor();

    // DB: the league table through a search, exported as CSV and read back.
    await page.getByRole("tab", { name: "DB" }).click();
    await page.getByLabel("Table").selectOption("league");
    await page.getByLabel("Search").fill(league.code);
    await expect.poll(() => page.getByTestId("db-row-summary").textContent()).toMatch(/^Page 1: 1 row · [\d,]+ rows? in league$/);
    await page.getByTestId("data-table").getByText(league.id).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^league_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.csv$/);
    await page.getByText("Export Complete", { exact: true }).waitFor();
    const rows = parse(await readFile((await download.path())!, "utf8"), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ leagueId: league.id, name, code: league.code });
    await page.getByLabel("Search").fill(`nothing-like-this-${stamp}`);
    await page.getByText("No data found for selected filters", { exact: true }).waitFor();

    // GW: the current gameweek with its badge and deadline, and this week's scorers (or none yet).
    await page.getByRole("tab", { name: "GW" }).click();
    const current = page.getByTestId("gameweek-info").filter({ hasText: "Current" });
    await current.getByText("Deadline").waitFor();
    await page
      .getByRole("region", { name: "Top scorers" })
      .getByText(/goals?$|No goals scored this gameweek yet/)
      .first()
      .waitFor();

    // Activity: this run's league, with its metadata as JSON.
    await page.getByRole("tab", { name: "Activity" }).click();
    const created = page.getByTestId("activity-entry").filter({ hasText: league.id }).filter({ hasText: "LEAGUE_CREATED" });
    await created.waitFor();
    expect(await created.locator("pre").textContent()).toContain(`"code": "${league.code}"`);

    // Errors: a test error raised from the tab lands in the list with its stack.
    // Other test files raise the same error on this shared host, so count ours in.
    await page.getByRole("tab", { name: "Errors" }).click();
    await page.getByText("No errors logged").or(page.getByTestId("error-entry").first()).waitFor();
    const matching = page.getByTestId("error-entry").filter({ hasText: "Test error raised from the creator panel" });
    const before = await matching.count();
    await page.getByRole("button", { name: "Raise a test error" }).click();
    await expect.poll(() => matching.count()).toBeGreaterThan(before);
    const raised = matching.first();
    await raised.getByRole("button", { name: "Stack trace" }).click();
    expect(await raised.locator("pre").textContent()).toMatch(/^Error: Test error raised from the creator panel\n\s+at /);

    // Goals refresh: Running, then the run's real steps with their own times, then Completed.
    // The call answers 202 at once; the process log follows the run until its record is back.
    const finished = page.waitForResponse(async (r) => r.url().includes("/api/system/refresh-runs/") && Boolean((await r.json()).run));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(contract.feed.creatorRefreshGoals.path) && r.request().method() === "POST"),
      page.getByRole("button", { name: "Refresh Weekly Goals" }).click(),
    ]);
    expect(response.status()).toBe(202);
    const { runId } = (await response.json()) as { runId: string };
    const run = ((await (await finished).json()) as { run: RefreshRunView }).run;
    expect(run.runId).toBe(runId);
    expect(run.status).toBe("ok");
    expect(run.steps.length).toBeGreaterThan(2);
    await page.getByTestId("process-state").filter({ hasText: "Completed" }).waitFor();
    await page.getByText("Weekly Goals Refresh Completed", { exact: true }).waitFor();
    const lines = await page.getByRole("list", { name: "Process log" }).getByRole("listitem").allTextContents();
    expect(lines[0]).toMatch(/^\d{2}:\d{2}:\d{2}Running: weekly goals refresh requested$/);
    expect(lines.slice(1, -1)).toEqual(run.steps.map((s) => `${formatStepTime(s.at)}${s.message}`));
    expect(lines.at(-1)).toMatch(new RegExp(`^\\d{2}:\\d{2}:\\d{2}Completed in ${run.durationMs} ms`));

    // Players refresh: announced as started, summarised under the buttons when its run is back.
    await page.getByRole("button", { name: "Refresh Players Data" }).click();
    await page.getByText("Players Data Refresh Started", { exact: true }).waitFor();
    await expect
      .poll(() => page.getByTestId("players-refresh-result").textContent(), { timeout: 60_000 })
      .toMatch(/^Players refreshed .+: [\d,]+ records? written in \d+ ms\.$/);

    await page.context().close();
  });
});

describe("who may open the creator panel", () => {
  it("shows a member Access Denied and no Creator entry; signed out asks to log in", async () => {
    const { memberEmail } = await seedLeague(`deny${Date.now()}`);
    const member = await openAs(DESKTOP, memberEmail, "/creator");
    await member.getByRole("heading", { name: "Access Denied" }).waitFor();
    const nav = member.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "FAQ & Rules" }).waitFor();
    await nav.getByRole("link", { name: "What's New" }).waitFor();
    expect(await nav.getByRole("link", { name: "Creator Panel" }).count()).toBe(0);
    await member.context().close();

    const visitor = await (await newVisitor(browser, baseUrl)).newPage();
    await visitor.goto("/creator");
    await visitor.getByRole("heading", { name: "Authentication Required" }).waitFor();
    // The toast lives 500 ms before the redirect, after which the page is gone; on a loaded
    // machine a locator could poll too late and miss it. The page itself records every element
    // that says "Unauthorized" the moment it appears, and the redirect is aborted, not followed.
    const said: string[] = [];
    await visitor.exposeFunction("treblePageSaid", (text: string) => void said.push(text));
    await visitor.addInitScript(() => {
      const report = (window as unknown as { treblePageSaid: (t: string) => void }).treblePageSaid;
      new MutationObserver(() => {
        for (const el of document.body?.querySelectorAll("*") ?? [])
          if (el.children.length === 0 && el.textContent?.trim() === "Unauthorized") return void report("Unauthorized");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await visitor.route(/\/api\/login/, (route) => route.abort());
    const redirect = visitor.waitForRequest(/\/api\/login/);
    await visitor.goto("/faq");
    expect((await redirect).url()).toContain(contract.auth.login.path);
    await expect.poll(() => said).toContain("Unauthorized");
    await visitor.context().close();
  });
});

describe("creator panel, FAQ and What's New (phone)", () => {
  it("fit a 390 px screen, with wide tables scrolling inside their card", async () => {
    const page = await openAs(PHONE, CREATOR_EMAIL, "/creator");
    await page.getByRole("heading", { name: "Creator Panel" }).waitFor();
    await page.getByTestId("debug-card").getByText("GW3 goal scorers").waitFor();
    expect(await pageFitsWidth(page)).toBe(true);

    const longCall = page.getByTestId("api-log").first();
    await longCall.getByRole("button").click();
    await longCall.getByText("Response size").waitFor();
    expect(await pageFitsWidth(page)).toBe(true);

    await page.getByRole("tab", { name: "DB" }).click();
    await page.getByLabel("Table").selectOption("fplPlayer");
    await page.getByTestId("data-table").waitFor();
    // A page of 100 rows, sorted by the numeric id (1, 2, 3…, not 1, 10, 100), and the next page.
    await expect.poll(() => page.getByTestId("db-row-summary").textContent()).toMatch(/^Page 1: 100 rows · [\d,]+ rows in fplPlayer$/);
    const idColumn = await page
      .getByTestId("data-table")
      .locator("thead th")
      .evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim() === "playerId"));
    const column = async () =>
      await page
        .getByTestId("data-table")
        .locator("tbody tr")
        .evaluateAll((trs, i) => trs.map((tr) => Number(tr.querySelectorAll("td")[i]?.textContent)), idColumn);
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const first = await column();
    expect(first).toEqual([...first].sort((a, b) => a - b));
    await page.getByRole("button", { name: "playerId" }).click();
    const descending = await column();
    expect(descending).toEqual([...first].sort((a, b) => b - a));
    await page.getByRole("navigation", { name: "Table pages" }).getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.getByTestId("db-row-summary").textContent()).toMatch(/^Page 2: /);
    expect((await column()).some((id) => first.includes(id))).toBe(false);
    const scroller = page.getByRole("region", { name: "Table rows" });
    const { inner, outer } = await scroller.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth }));
    expect(inner).toBeGreaterThan(outer);
    expect(await pageFitsWidth(page)).toBe(true);

    for (const tab of ["GW", "Activity", "Errors"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("tabpanel").getByRole("button", { name: "Refresh", exact: true }).waitFor();
      expect(await pageFitsWidth(page), tab).toBe(true);
    }

    await page.goto("/faq");
    await page.getByRole("heading", { name: "FAQ & Rules" }).waitFor();
    await page.getByRole("button", { name: /Two of us ranked the same player/ }).click();
    await page.getByText("Whoever comes first in the draft order", { exact: false }).waitFor();
    expect(await pageFitsWidth(page)).toBe(true);

    await page.goto("/updates");
    await page.getByRole("heading", { name: "What's New" }).waitFor();
    expect(await page.getByTestId("changelog-entry").count()).toBe(7);
    await page.getByText("More updates are coming").waitFor();
    expect(await pageFitsWidth(page)).toBe(true);
    await page.context().close();
  });
});
