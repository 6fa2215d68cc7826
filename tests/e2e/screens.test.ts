/**
 * The screens as a demanding fan and admin see them (issue 16), on a host of its own (it moves
 * the replay clock): signed-out deep links, /leaderboard-desktop, the Live → Draft confirmation,
 * the dashboard after Execute Draft & Go Live, the phone leaderboard's header, the community chat
 * card and sign-in account row, plurals and sentence ends, the players list, the first-week goal
 * race, and a tour of every screen at desktop and phone width whose screenshots all pass the
 * layout check (nothing sideways out of the viewport, no text cut off or cut short without its
 * whole text in a title or accessible name) with the longest league name, display name and e-mail.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import { LEAGUE_NAME_MAX, USERNAME_MAX } from "../../shared/constants";
import { startLocalHost, type LocalHost } from "../../infra/local/host";
import { DESKTOP, PHONE, completeSignIn, newVisitor, signedInPage, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { simulated } from "../support/draft-runs";
import { axeProblems } from "../support/axe";
import { bringBelowFoldIntoView, networkQuiet } from "../support/network-quiet";
import { shootAndCheck } from "../support/layout-check";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { freePort } from "../support/ports";
import { refreshed } from "../support/refresh-runs";
import { contract } from "../../shared/contract/routes";

const CREATOR = "screens-creator@treble.test";
// The longest values a user can give, so the tour sees every truncated name and address: a league
// name of the maximum length, a display name of the maximum length (one long word in it), and an
// admin's e-mail address of 64 characters (the stamp lengthens every member's address).
const LEAGUE_NAME = "The Extraordinarily Long-Named Sunday League XI FC".slice(0, LEAGUE_NAME_MAX);
const ADMIN_NAME = "Bartholomew Featherstonehaughs".slice(0, USERNAME_MAX);
// A league name of the maximum length in one word, which no space lets wrap: the dialogs that
// carry a league's name (Copy To Other Leagues, the delete confirmation) must still hold it.
const ONE_WORD_NAME = "WednesdayNightFiveASideOfExtraordinarilyLongNamesXI".slice(0, LEAGUE_NAME_MAX);
const SHOTS = process.env.SCREENSHOTS_DIR ?? join(import.meta.dirname, "../../test-results/screens");
const browser = useBrowser();

let host: LocalHost;
let dataDir: string;
let live: LiveLeague;
let draft: {
  admin: Browserish & { email: string };
  league: { id: string; code: string; name: string };
  oneWord: { id: string; code: string; name: string };
};
type FeedPlayer = { id: number; webName: string; status: string; goalsScored: number; news: string };
let players: FeedPlayer[];

async function person(email: string, name: string) {
  const client = new Browserish(host.url) as Browserish & { email: string };
  client.email = email;
  await client.signIn(email, name);
  return client;
}

/** A draft league whose four members each ranked 15 players, simulated and ready to execute. */
async function draftLeague(stamp: string) {
  const admin = await person(`dee.${stamp}@example.com`, "Dee Admin");
  const league = (await admin.call(contract.leagues.create, { body: { name: "Draft Night Crew" } })).body as {
    id: string;
    code: string;
    name: string;
  };
  const ids = players.filter((p) => p.status === "a").map((p) => p.id);
  const everyone = [admin];
  // One member with a long surname of one word: the dashboard's boards and draft tools show it whole.
  for (const name of ["Eli", "Flo", "Gus Wolfeschlegelsteinhausen"]) {
    const member = await person(`${name.toLowerCase().replace(/ /g, ".")}.${stamp}@example.com`, name);
    await member.call(contract.leagues.joinByCode, { params: { id: league.code }, body: { username: name } });
    everyone.push(member);
  }
  for (const [i, client] of everyone.entries()) {
    const saved = await client.call(contract.picks.register, { body: { leagueId: league.id, picks: ids.slice(i * 3, i * 3 + 15) } });
    if (saved.status !== 200) throw new Error(`register failed: ${JSON.stringify(saved.body)}`);
  }
  // A second draft league of Dee's, listed after the first (leagues are listed by name).
  const oneWord = (await admin.call(contract.leagues.create, { body: { name: ONE_WORD_NAME } })).body as {
    id: string;
    code: string;
    name: string;
  };
  return { admin, league, oneWord };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "treble-screens-"));
  host = await startLocalHost({
    port: await freePort(),
    oidcPort: await freePort(),
    dataDir,
    creatorEmails: CREATOR,
    quiet: true,
    buildSpa: false,
    fplGameweek: 12,
  });
  await host.firstRefresh;
  const stamp = String(Date.now());
  live = await liveLeague(host.url, {
    stamp: `screens.${stamp}`,
    leagueName: LEAGUE_NAME,
    names: [ADMIN_NAME, "Jamie Fox", "Priya Shah", "Sam O'Neill"],
  });
  if (live.admin.email.length < 60) throw new Error(`the admin's address should be 60+ characters: ${live.admin.email}`);
  players = (await live.admin.call(contract.feed.players)).body as FeedPlayer[];
  draft = await draftLeague(stamp);
  // The live league went live in GW12, so it scores from GW13: play exactly one gameweek.
  await replayControl(host.replayUrl!).setGameweek(13);
  const creator = await person(CREATOR, "Creator");
  const run = await refreshed(creator, contract.feed.creatorRefreshGoals, {});
  if (run?.status !== "ok") throw new Error(`goals refresh failed: ${JSON.stringify(run)}`);
}, 180_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (viewport: typeof DESKTOP, email: string, name: string, redirect = "/home") =>
  signedInPage(browser, host.url, viewport, email, redirect, name);

describe("signed-out deep links", () => {
  it("offer sign-in on every signed-in screen and come back to it, query included", async () => {
    const page = await (await newVisitor(browser, host.url, PHONE)).newPage();
    for (const path of ["/leaderboard", "/original-picks", "/profile"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Sign in to continue" }).waitFor();
      expect(await page.getByText("404 Page Not Found").count()).toBe(0);
    }
    await page.goto("/dashboard?tab=draft");
    await page.getByText("Please log in to see the admin dashboard.").waitFor();
    await page.getByRole("link", { name: "Log in" }).click();
    await completeSignIn(page, host.url, draft.admin.email, "Dee Admin");
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.search === "?tab=draft");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    // An unknown address is still the 404, and a redirect elsewhere than our own paths is refused.
    await page.goto("/no-such-screen");
    await page.getByText("404 Page Not Found").waitFor();
    await page.context().close();
  });
});

describe("the leaderboard", () => {
  it("/leaderboard-desktop shows the desktop table even on a phone", async () => {
    const page = await signIn(PHONE, live.members[0].email, "Jamie Fox", "/leaderboard-desktop");
    const table = page.getByRole("table").first();
    await table.getByRole("columnheader", { name: /Season Goals/ }).waitFor();
    expect(await table.locator("tbody tr").count()).toBe(4);
    expect(await page.getByTestId("mobile-board-header").count()).toBe(0);
    await page.context().close();
  });

  it("on a phone shows the league, gameweek and mode once, in the only sticky bar", async () => {
    const page = await signIn(PHONE, live.members[1].email, "Priya Shah", "/leaderboard");
    const header = page.getByTestId("mobile-board-header");
    await header.getByText(LEAGUE_NAME).waitFor();
    // The gameweek comes from its own call, which can answer after the table (a race seen in a full run).
    await header.getByText(/^Gameweek \d+$/).waitFor();
    await page.getByRole("list", { name: "League table" }).waitFor();
    const before = await page.evaluate(() => {
      const table = document.querySelector("ul[aria-label='League table']");
      const top = table?.getBoundingClientRect().top ?? 0;
      const texts = [...document.querySelectorAll("main *")].filter(
        (el) => el.children.length === 0 && el.getBoundingClientRect().bottom <= top,
      );
      return texts.map((el) => el.textContent?.trim() ?? "");
    });
    expect(before.filter((t) => t === LEAGUE_NAME)).toHaveLength(1);
    expect(before.filter((t) => /^Gameweek \d+$/.test(t))).toHaveLength(1);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    const sticky = await page.evaluate(
      () =>
        [...document.querySelectorAll("body *")].filter(
          (el) =>
            getComputedStyle(el).position === "sticky" && el.getBoundingClientRect().top <= 1 && el.getBoundingClientRect().height > 0,
        ).length,
    );
    expect(sticky).toBe(1);
    expect(await header.boundingBox()).toMatchObject({ y: 0 });
    await page.context().close();
  });

  it("shows a first-week goal race as the week's standings, not an empty chart", async () => {
    const page = await signIn(DESKTOP, live.admin.email, ADMIN_NAME, "/leaderboard");
    const race = page.getByTestId("first-week-race");
    await race.getByText("After Gameweek 13, the first of the race.", { exact: false }).waitFor();
    expect(await race.getByRole("listitem").count()).toBe(4);
    await page.context().close();
  });
});

/** Every signed-in screen (the route table's paths). */
const SIGNED_IN_PATHS = [
  "/",
  "/leaderboard",
  "/leaderboard-desktop",
  "/home",
  "/join-league",
  "/profile",
  "/profile-settings",
  "/dashboard",
  "/enhanced-user-management",
  "/register",
  "/original-picks",
  "/verification",
  "/user-management",
  "/backups",
  "/notifications-test",
  "/creator",
  "/faq",
  "/updates",
  "/window",
  "/chat",
];

/**
 * Opens each path and returns the calls that should never have been made: a league id left
 * empty (`leagueId=`, a 400) and the final audit log asked for before any draft was executed
 * (a 404 the screen then has to explain away).
 */
async function needlessCalls(page: Page, paths: string[]): Promise<string[]> {
  const bad: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/")) return;
    const emptyLeague = url.searchParams.has("leagueId") && url.searchParams.get("leagueId") === "";
    const missingLog = url.pathname.startsWith("/api/draft/final-audit-log/") && response.status() === 404;
    if (emptyLeague || missingLog) bad.push(`${page.url()}: ${response.status()} ${url.pathname}${url.search}`);
  });
  const quiet = networkQuiet(page);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Wait for the requests of the parts below the fold instead of sleeping past their settle time.
    await bringBelowFoldIntoView(page);
    await quiet();
  }
  return bad;
}

describe("the calls every screen makes", () => {
  it("never ask with an empty league id, nor for a draft log before a draft ran", { timeout: 420_000 }, async () => {
    const bad: string[] = [];
    // A member of a live league, an admin whose league has not drafted yet, and the site's creator, who is in no league.
    for (const [email, name] of [
      [live.members[0].email, "Jamie Fox"],
      [draft.admin.email, "Dee Admin"],
      [CREATOR, "Creator"],
    ]) {
      const page = await signIn(DESKTOP, email, name);
      bad.push(...(await needlessCalls(page, SIGNED_IN_PATHS)));
      await page.context().close();
    }
    expect(bad).toEqual([]);
  });

  it("the creator's sidebar names the Admin Panel, in no league as much as in one", async () => {
    const page = await signIn(DESKTOP, CREATOR, "Creator", "/faq");
    const sidebar = page.getByRole("navigation", { name: "Main" }).locator("xpath=..");
    await sidebar.getByText("Admin Panel", { exact: true }).waitFor();
    expect(await sidebar.getByText("League Member", { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("asks for this week's scorers with the table, not seconds after it", async () => {
    const page = await signIn(DESKTOP, live.members[1].email, "Priya Shah", "/home");
    const started = new Map<string, number>();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (!started.has(path)) started.set(path, Date.now());
    });
    await page.goto("/leaderboard");
    await page.getByRole("heading", { name: "This Week's Goal Scorers" }).waitFor();
    const table = started.get(contract.leaderboard.leaderboard.path);
    const scorers = started.get(contract.feed.goalScorers.path);
    expect(table).toBeDefined();
    expect(scorers).toBeDefined();
    expect(scorers! - table!).toBeLessThan(1000);
    await page.context().close();
  });
});

describe("the admin dashboard", () => {
  it("explains a refused go-live, clears it after Execute Draft & Go Live without a reload, and asks before Live → Draft", async () => {
    const page = await signIn(DESKTOP, draft.admin.email, "Dee Admin", "/dashboard");
    const toggle = page.getByRole("switch", { name: "Live mode" });
    await toggle.click();
    const refusal = page.getByRole("alert").filter({ hasText: "This league has no final draft yet" });
    await refusal.waitFor();

    await page.getByRole("button", { name: "Simulate Draft" }).click();
    await page.getByText("Simulation results: 4 participants").waitFor();
    await page.getByRole("button", { name: "Execute Draft & Go Live" }).click();
    const dialog = page.getByRole("dialog", { name: "Execute Draft & Go Live" });
    await dialog.getByText("Ready to Execute").waitFor();
    await dialog.getByRole("button", { name: "Execute Draft & Go Live" }).click();
    await page.getByText("Final draft execution completed successfully.", { exact: true }).waitFor();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    expect(await refusal.count()).toBe(0);

    // Live → Draft asks first, and says what happens to picks and points.
    await toggle.click();
    const confirm = page.getByRole("alertdialog", { name: "Switch back to Draft Mode?" });
    await confirm.getByText("Every member's picks open again").waitFor();
    await confirm.getByText("The final 3-player teams are kept until you execute a new draft.").waitFor();
    await confirm.getByText("Points already scored are never lost").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    expect((await draft.admin.call(contract.leagues.seasonStatus, { query: { leagueId: draft.league.id } })).body.isDraftMode).toBe(false);
    await toggle.click();
    await confirm.getByRole("button", { name: "Switch to Draft Mode" }).click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    expect((await draft.admin.call(contract.leagues.seasonStatus, { query: { leagueId: draft.league.id } })).body.isDraftMode).toBe(true);
    await page.context().close();
  });
});

describe("home, profile and words", () => {
  it("has the community chat card, the sign-in account row, and says 'Alice A.' with one dot", async () => {
    const page = await signIn(PHONE, live.members[2].email, "Sam O'Neill");
    const chat = page.getByRole("region", { name: "Community chat" });
    const share = chat.getByRole("link", { name: "Share in WhatsApp" });
    const href = new URL((await share.getAttribute("href"))!);
    expect(href.origin).toBe("https://wa.me");
    expect(href.searchParams.get("text")).toContain(`/?code=${live.league.code}`);

    await page.goto("/profile");
    await page.getByText("Sign-in account").waitFor();
    expect(await page.getByRole("link", { name: "Sign in with another account" }).getAttribute("href")).toBe(contract.auth.logout.path);
    await page.getByRole("button", { name: /Edit/ }).first().click();
    await page.getByRole("textbox", { name: "Username" }).fill("Alice A.");
    await page.keyboard.press("Enter");
    await page.getByText("You now appear as Alice A.", { exact: true }).waitFor();
    await page.context().close();
  });

  it("the players list opens on the scorers, sorts four ways, flags injuries and refuses departed players", async () => {
    const page = await signIn(DESKTOP, draft.admin.email, "Dee Admin", "/register");
    const rows = page.getByTestId("player-row");
    await rows.first().waitFor();
    const goals = async () => (await rows.locator("span[title='Goals this season']").allTextContents()).map((t) => Number.parseInt(t, 10));
    const shown = await goals();
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown[0]).toBe(Math.max(...players.map((p) => p.goalsScored)));
    expect(await page.getByLabel("Sort by").inputValue()).toBe("goals");

    // One goal reads "1 goal".
    const single = players.find((p) => p.goalsScored === 1 && p.status === "a")!;
    await page.getByRole("searchbox").fill(single.webName);
    await rows.filter({ hasText: single.webName }).getByText("1 goal", { exact: true }).first().waitFor();

    const injured = players.find((p) => p.status === "i" && p.news)!;
    await page.getByRole("searchbox").fill(injured.webName);
    const injuredRow = rows.filter({ hasText: injured.webName }).first();
    await injuredRow.getByText("Injured", { exact: true }).waitFor();
    await injuredRow.getByText(injured.news).waitFor();

    const departed = players.find((p) => p.status === "u")!;
    await page.getByRole("searchbox").fill(departed.webName);
    const departedRow = rows.filter({ hasText: departed.webName }).first();
    await departedRow.getByText("Left the league", { exact: true }).waitFor();
    expect(await departedRow.getByRole("button", { name: `${departed.webName} has left the league` }).isDisabled()).toBe(true);

    await page.getByRole("searchbox").fill("");
    await page.getByLabel("Sort by").selectOption("name");
    const names = await rows.locator("p span").first().textContent();
    expect(names).toMatch(/^[A-Z]/);
    await page.context().close();

    // Random picks never draw a departed player.
    for (let i = 0; i < 3; i++) {
      const drawn = (await draft.admin.call(contract.picks.randomPicks, { params: { id: draft.league.id }, body: {} })).body as {
        picks: Array<{ player: { status: string } }>;
      };
      expect(drawn.picks.every((p) => p.player.status !== "u")).toBe(true);
    }
  });
});

/**
 * Every screen at one width, each shot checked for its layout and by axe (decision 0291:
 * no serious or critical WCAG 2.2 A/AA violation, dialogs and menus open included); returns every
 * problem found.
 */
async function tour(viewport: typeof DESKTOP, label: string): Promise<string[]> {
  const problems: string[] = [];
  const shot = async (page: Page, name: string, fullPage = false) => {
    problems.push(...(await shootAndCheck(page, SHOTS, `${name}-${label}`, { fullPage })));
    problems.push(...(await axeProblems(page, `${name}-${label}`)));
  };

  const visitor = await (await newVisitor(browser, host.url, viewport)).newPage();
  for (const [path, name, ready] of [
    ["/", "landing", "Log in"],
    ["/register", "register-join", "Join"],
    ["/dashboard", "sign-in-required", "Sign in to continue"],
    ["/nowhere", "not-found", "404 Page Not Found"],
    // An invitation and a found league put the league's name in buttons, which keep one line unless told otherwise.
    [`/?code=${live.league.code}`, "landing-invitation", `Join ${LEAGUE_NAME}`],
    [`/register?code=${live.league.code}`, "register-join-found", `Login to Join "${LEAGUE_NAME}"`],
  ]) {
    await visitor.goto(path);
    await visitor.getByText(ready).first().waitFor();
    await shot(visitor, name);
  }
  await visitor.context().close();

  const admin = await signIn(viewport, live.admin.email, ADMIN_NAME);
  const screens: Array<[string, string, (page: Page) => Promise<unknown>]> = [
    ["/home", "home", (p) => p.getByRole("region", { name: "Community chat" }).waitFor()],
    ["/leaderboard", "leaderboard-live", (p) => p.getByTestId("first-week-race").waitFor()],
    [
      "/leaderboard-desktop",
      "leaderboard-desktop-route",
      (p) =>
        p
          .getByRole("columnheader", { name: /Season Goals/ })
          .first()
          .waitFor(),
    ],
    ["/original-picks", "original-picks", (p) => p.getByRole("table").first().waitFor()],
    ["/profile", "profile", (p) => p.getByText("Sign-in account").waitFor()],
    ["/profile-settings", "profile-settings", (p) => p.getByText("Danger Zone", { exact: false }).first().waitFor()],
    ["/dashboard", "dashboard-live", (p) => p.getByText("Final Draft Execution Log").first().waitFor()],
    ["/user-management", "user-management-live", (p) => p.getByText("Jamie Fox").first().waitFor()],
    ["/enhanced-user-management", "enhanced-user-management", (p) => p.getByRole("tab", { name: "Users" }).waitFor()],
    [
      "/enhanced-user-management",
      "enhanced-user-management-users",
      async (p) => {
        await p.getByRole("tab", { name: "Users" }).click();
        await p.getByText(ADMIN_NAME).first().waitFor();
      },
    ],
    ["/backups", "backups", (p) => p.getByText("Full", { exact: false }).first().waitFor()],
    ["/verification", "verification", (p) => p.getByTestId("differences-card").waitFor()],
    ["/faq", "faq", (p) => p.getByRole("heading").first().waitFor()],
    ["/updates", "updates", (p) => p.getByText("v2.6").first().waitFor()],
    ["/notifications-test", "notifications-test", (p) => p.getByText("Send Pick Reminders").first().waitFor()],
    ["/chat", "chat", (p) => p.getByTestId("chat-log").getByText("The start of", { exact: false }).waitFor()],
    ["/join-league", "join-league", (p) => p.getByText(LEAGUE_NAME).first().waitFor()],
  ];
  for (const [path, name, ready] of screens) {
    await admin.goto(path);
    await ready(admin);
    await shot(admin, name);
  }
  // A league found by its code, one the admin is already in: the card's button carries the longest label.
  await admin.getByLabel("League code").fill(live.league.code);
  await admin.getByLabel("League code").press("Enter");
  await admin.getByRole("link", { name: /already in this league/ }).waitFor();
  await shot(admin, "join-league-found");
  // A member opened on user management (their picks), and the bell's list of notifications.
  await admin.goto("/user-management");
  await admin.getByRole("button", { name: `Show picks of ${ADMIN_NAME}` }).click();
  await admin.getByRole("region", { name: "Final picks" }).getByText("Pick #1").waitFor();
  await shot(admin, "user-management-open");
  await admin.getByTestId("notification-bell").click();
  await admin.getByTestId("notification-item").first().waitFor();
  await shot(admin, "notifications-menu");
  await admin.keyboard.press("Escape");
  await admin.context().close();

  const drafter = await signIn(viewport, draft.admin.email, "Dee Admin", "/register");
  await drafter.getByTestId("player-row").first().waitFor();
  await shot(drafter, "register");
  // A fresh simulation, so the dashboard shows the simulated leaderboard with its pick columns.
  // Simulating answers 202 and runs on; follow it to its end before opening the dashboard, which
  // reads the stored simulation once (the first tour used to open it while the run still ran).
  const simulation = await simulated(draft.admin, draft.league.id);
  if (simulation.status !== 200) throw new Error(`simulation failed: ${JSON.stringify(simulation.body)}`);
  await drafter.goto("/dashboard");
  await drafter.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  await drafter.getByText("SIM", { exact: true }).first().waitFor();
  if (viewport === PHONE) {
    // On a phone every member's three picks are listed in full, not in columns off the screen.
    const board = drafter.getByRole("list", { name: "Simulated leaderboard" });
    await board.getByTestId("simulated-row").nth(3).waitFor();
    expect(await board.getByTestId("simulated-row").count()).toBe(4);
    expect(
      await board
        .getByRole("list", { name: /'s picks$/ })
        .first()
        .getByRole("listitem")
        .count(),
    ).toBe(3);
  }
  await shot(drafter, "dashboard", true);
  await drafter.context().close();

  // The dialogs that carry a league's name, with the longest name in one word. Draft Night Crew
  // (listed first) offers to copy its picks to the one-word league...
  const named = await signIn(viewport, draft.admin.email, "Dee Admin", "/register");
  await named.getByTestId("player-row").first().waitFor();
  await named.getByRole("button", { name: "Copy To Other Leagues" }).click();
  await named.getByRole("dialog", { name: "Copy To Other Leagues" }).getByText(ONE_WORD_NAME).waitFor();
  await shot(named, "copy-to-leagues-dialog");
  await named.keyboard.press("Escape");
  // ...and with the one-word league selected, its delete confirmation names it in the title.
  await named.evaluate((id) => localStorage.setItem("selectedLeagueId", id), draft.oneWord.id);
  await named.goto("/leaderboard");
  await named.getByRole("button", { name: "Delete Whole League" }).click();
  await named.getByRole("alertdialog", { name: `Delete "${ONE_WORD_NAME}"?` }).waitFor();
  await shot(named, "delete-league-dialog");
  await named.context().close();

  const creator = await signIn(viewport, CREATOR, "Creator", "/creator");
  await creator.getByTestId("debug-card").waitFor();
  await shot(creator, "creator");
  await creator.getByRole("tab", { name: "DB" }).click();
  await creator.getByLabel("Table").selectOption("fplPlayer");
  await creator.getByTestId("data-table").waitFor();
  await shot(creator, "creator-db");
  await creator.context().close();
  return problems;
}

describe("every screen at both widths", () => {
  it("at 1280 × 800 nothing sticks out, no text is cut off, and axe finds nothing serious", { timeout: 240_000 }, async () => {
    expect(await tour(DESKTOP, "desktop")).toEqual([]);
  });

  it("at 390 × 844 nothing sticks out, no text is cut off, and axe finds nothing serious", { timeout: 240_000 }, async () => {
    expect(await tour(PHONE, "phone")).toEqual([]);
  });
});
