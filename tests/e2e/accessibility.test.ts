/**
 * Every fan can use it (WCAG 2.2 AA, decision 0291), in the states the screens tour
 * (screens.test.ts, which runs axe on every shot) does not reach: a live draft scheduled, mid-pick,
 * paused and done; a board with a goal's moment on it; an error toast. Each is measured by axe
 * (tests/support/axe.ts) at 390×844 and 1280×800. Then motion and zoom: with reduced motion asked
 * for nothing on a moving screen keeps moving, and at 320 px wide (a 1280 px screen at 400 %) no
 * screen scrolls sideways. On a host of its own: the replay moves on a gameweek for the goals.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import type { LiveDraftView } from "../../shared/contract/responses";
import { contract } from "../../shared/contract/routes";
import { axeProblems } from "../support/axe";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { storeAndAnnounceGoals } from "../support/goals";
import { shootAndCheck } from "../support/layout-check";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";
import { refreshed } from "../support/refresh-runs";
import { roomJoined } from "../support/room-joined";

const SHOTS = process.env.SCREENSHOTS_DIR ?? "test-results/accessibility";
const NARROW = { width: 320, height: 640 };
const browser = useBrowser();
let host: LocalHost;
let live: LiveLeague;
let season: string;
let gameweek: number;

interface Person {
  name: string;
  client: Browserish;
  /** Their participant id in each draft league, by league id. */
  participant: Map<string, string>;
}
/** The draft leagues' four members: the admin first. */
const people: Person[] = [];
/** The league whose live draft is measured in every state, and the one drafted by keyboard. */
let draftLeagueId = "";
let keyboardLeagueId = "";
let free: number[] = [];

/** A league of the four people in draft mode, each with 15 ranked players from the back of the list. */
async function draftLeague(name: string): Promise<string> {
  const [admin, ...members] = people;
  const created = await admin.client.call(contract.leagues.create, { body: { name } });
  expect(created.status).toBe(200);
  for (const member of members)
    await member.client.call(contract.leagues.joinByCode, { params: { id: created.body.code }, body: { username: member.name } });
  for (const [i, person] of people.entries()) {
    const saved = await person.client.call(contract.picks.register, {
      body: { leagueId: created.body.id, picks: free.slice(-(i + 1) * 15, free.length - i * 15) },
    });
    expect(saved.status).toBe(200);
    const mine = (await person.client.call(contract.auth.userLeagues)).body as Array<{ id: string; leagueUser: { id: string } }>;
    person.participant.set(created.body.id, mine.find((l) => l.id === created.body.id)?.leagueUser.id ?? "");
  }
  return created.body.id;
}

beforeAll(async () => {
  const stamp = `a11y${Date.now()}`;
  host = await startOwnHost("accessibility", { fplGameweek: 12, creatorEmails: `ada.striker.${stamp}@example.com` });
  live = await liveLeague(host.url, { stamp, leagueName: "Accessible Sunday XI", names: ["Ada Striker", "Bo Keeper", "Cy Winger"] });
  await replayControl(host.replayUrl ?? "").setGameweek(13);
  const moved = await refreshed(live.admin, contract.feed.creatorRefreshGoals);
  if (moved.status !== "ok") throw new Error(`refresh: ${JSON.stringify(moved)}`);
  await untilQuiet(host.url);
  const [{ getLeague }, { seasonOfLeague }, { listGameweeks }, { currentGameweek }] = await Promise.all([
    import("../../functions/data/stores/leagues-store"),
    import("../../functions/data/read-models/season"),
    import("../../functions/data/stores/feed-store"),
    import("../../shared/gameweeks"),
  ]);
  season = await seasonOfLeague(await getLeague(live.league.id));
  gameweek = currentGameweek(await listGameweeks(season))?.gameweekId ?? 1;

  for (const name of ["Ann Admin", "Bea Banks", "Col Cole", "Dot Dane"]) {
    const client = new Browserish(host.url);
    await client.signIn(`${name.split(" ")[0].toLowerCase()}.${stamp}@example.test`, name);
    people.push({ name, client, participant: new Map() });
  }
  const players = (await people[0].client.call(contract.feed.players)).body as Array<{ id: number; status: string }>;
  free = players.filter((p) => p.status === "a").map((p) => p.id);
  draftLeagueId = await draftLeague("Every State League");
  keyboardLeagueId = await draftLeague("Keyboard Draft League");
}, 300_000);

afterAll(async () => {
  if (host) await untilQuiet(host.url);
  await host?.close();
});

const viewOf = async (client: Browserish, leagueId = draftLeagueId) =>
  (await client.call(contract.draft.liveDraft, { params: { id: leagueId } })).body as LiveDraftView;
const personOf = (participantId: string | undefined, leagueId = draftLeagueId) =>
  people.find((p) => p.participant.get(leagueId) === participantId) as Person;

async function pageOf(
  client: Browserish,
  viewport: typeof DESKTOP,
  leagueId: string,
  path: string,
  options: { reducedMotion?: boolean; untilJoined?: boolean } = {},
) {
  const page = await pageWithSession(browser, host.url, viewport, client.cookie("treble_session") as string);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/faq");
  await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), leagueId);
  const joined = roomJoined(page, leagueId);
  await page.goto(path);
  // The goal moments below come over the socket: they are set going once its room is joined.
  if (options.untilJoined) await joined;
  return page;
}

/** axe and the layout check on one state, at both widths (the page is resized, not reopened). */
async function measured(page: Page, name: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const problems: string[] = [];
  for (const [viewport, label] of [
    [DESKTOP, "desktop"],
    [PHONE, "phone"],
  ] as const) {
    await page.setViewportSize(viewport);
    await ready(page);
    problems.push(...(await shootAndCheck(page, SHOTS, `${name}-${label}`)), ...(await axeProblems(page, `${name}-${label}`)));
  }
  return problems;
}

describe("axe finds nothing serious", () => {
  it("in a live draft scheduled, mid-pick, paused and done, at both widths", { timeout: 300_000 }, async () => {
    const [admin] = people;
    const problems: string[] = [];
    const at = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const scheduled = await admin.client.call(contract.draft.scheduleLiveDraft, {
      params: { id: draftLeagueId },
      body: { clock: "8h", overnightPause: false, startsAt: at },
    });
    expect(scheduled.status).toBe(200);
    const adminPage = await pageOf(admin.client, DESKTOP, draftLeagueId, "/draft-room");
    problems.push(...(await measured(adminPage, "room-scheduled", (p) => p.getByTestId("starts-in").waitFor())));

    // Started now instead, with the longest clock: nothing runs out while the room is measured.
    await admin.client.call(contract.draft.cancelLiveDraft, { params: { id: draftLeagueId } });
    const started = await admin.client.call(contract.draft.scheduleLiveDraft, {
      params: { id: draftLeagueId },
      body: { clock: "8h", overnightPause: false },
    });
    expect(started.status).toBe(200);
    problems.push(...(await measured(adminPage, "room-order-reveal", (p) => p.getByTestId("order-reveal").waitFor())));
    // One pick made, so the board has a pick and the order reveal has gone.
    const first = await viewOf(admin.client);
    const onClock = personOf(first.turn?.participantId);
    const firstPick = await onClock.client.call(contract.draft.livePick, {
      params: { id: draftLeagueId },
      body: { overall: 1, playerId: first.me?.wouldAutopick?.playerId ?? 0 },
    });
    expect(firstPick.status).toBe(200);
    const second = await viewOf(admin.client);
    const next = personOf(second.turn?.participantId);
    const bystander = people.find((p) => p !== next && p !== admin) as Person;
    const nextPage = await pageOf(next.client, DESKTOP, draftLeagueId, "/draft-room");
    problems.push(
      ...(await measured(nextPage, "room-your-turn", (p) => p.getByTestId("turn-heading").getByText("Your turn: pick a player").waitFor())),
    );
    const otherPage = await pageOf(bystander.client, DESKTOP, draftLeagueId, "/draft-room");
    problems.push(...(await measured(otherPage, "room-waiting", (p) => p.getByTestId("draft-board").waitFor())));
    problems.push(...(await measured(adminPage, "room-admin-running", (p) => p.getByRole("button", { name: "Pause" }).waitFor())));

    await admin.client.call(contract.draft.pauseLiveDraft, { params: { id: draftLeagueId } });
    problems.push(...(await measured(adminPage, "room-paused", (p) => p.getByText("Paused by an admin").first().waitFor())));
    await admin.client.call(contract.draft.resumeLiveDraft, { params: { id: draftLeagueId } });

    // The rest of the picks, each member taking who autopick would: the draft is done.
    for (let view = await viewOf(admin.client); view.status === "running"; view = await viewOf(admin.client)) {
      const picker = personOf(view.turn?.participantId);
      const mine = await viewOf(picker.client);
      const made = await picker.client.call(contract.draft.livePick, {
        params: { id: draftLeagueId },
        body: { overall: view.turn?.overall ?? 0, playerId: mine.me?.wouldAutopick?.playerId ?? 0 },
      });
      expect(made.status).toBe(200);
    }
    problems.push(...(await measured(adminPage, "room-done", (p) => p.getByTestId("draft-done").waitFor())));
    for (const page of [adminPage, nextPage, otherPage]) await page.context().close();
    expect(problems).toEqual([]);
  });

  it("on a board with a goal's moment, and with an error toast", { timeout: 120_000 }, async () => {
    const page = await pageOf(live.admin, DESKTOP, live.league.id, "/leaderboard", { untilJoined: true });
    const row = page.locator('[data-testid="board-row"]', { hasText: "Ada Striker" }).first();
    await row.waitFor();
    const rows = (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Array<{
      username: string;
      picks: Array<{ playerId: number; gameweekGoals: number }>;
    }>;
    const scorer = rows.find((r) => r.username === "Ada Striker")!.picks[0];
    // A goal's moment lasts 6 s: a new goal for each width, measured while its moment is on.
    let goals = scorer.gameweekGoals;
    const problems = await measured(page, "board-goal-moment", async (p) => {
      goals += 1;
      await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals }]);
      await p.locator('[data-testid="board-row"]', { hasText: "Ada Striker" }).locator('[data-testid="goal-moment"]').first().waitFor();
    });
    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals }]);

    // An error toast: a league code that finds nothing. Shown again at each width (it lasts 5 s), and
    // held open under the pointer while it is measured.
    await page.goto("/join-league");
    problems.push(
      ...(await measured(page, "error-toast", async (p) => {
        await p.getByLabel("League code").fill("");
        await p.getByLabel("League code").fill("ZZZZZZ");
        await p.getByText("League Not Found", { exact: true }).hover();
      })),
    );
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe("motion and zoom", () => {
  it("with reduced motion asked for, a goal's moment and the board stand still", { timeout: 120_000 }, async () => {
    const page = await pageOf(live.members[0], DESKTOP, live.league.id, "/leaderboard", { reducedMotion: true, untilJoined: true });
    await page.locator('[data-testid="board-row"]').first().waitFor();
    const rows = (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Array<{
      username: string;
      picks: Array<{ playerId: number; gameweekGoals: number }>;
    }>;
    const scorer = rows.find((r) => r.username === "Bo Keeper")!.picks[0];
    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals + 1 }]);
    await page.locator('[data-testid="goal-moment"]').first().waitFor({ timeout: 10_000 });
    // Whatever animates or transitions on the page has finished within a frame or two.
    await page.waitForTimeout(100);
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .map((a) => `${(a.effect as KeyframeEffect | null)?.target?.nodeName ?? "?"} ${(a as CSSAnimation).animationName ?? "transition"}`),
    );
    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals }]);
    await page.context().close();
    expect(moving).toEqual([]);
  });

  it("at 320 px wide (400 % zoom of 1280 px) no screen scrolls sideways and no text is cut off", { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    const page = await pageOf(live.admin, NARROW, live.league.id, "/home");
    for (const path of [
      "/home",
      "/leaderboard",
      "/original-picks",
      "/profile",
      "/profile-settings",
      "/dashboard",
      "/user-management",
      "/enhanced-user-management",
      "/backups",
      "/join-league",
      "/faq",
      "/updates",
      "/window",
      "/notifications-test",
    ]) {
      await page.goto(path);
      await page.getByRole("heading").first().waitFor();
      problems.push(...(await shootAndCheck(page, SHOTS, `narrow${path.replace(/\//g, "-")}`)));
    }
    await page.context().close();
    const drafter = await pageOf(people[0].client, NARROW, draftLeagueId, "/draft-room");
    await drafter.getByTestId("draft-board").waitFor();
    problems.push(...(await shootAndCheck(drafter, SHOTS, "narrow-draft-room")));
    await drafter.goto("/register");
    await drafter.getByRole("heading").first().waitFor();
    problems.push(...(await shootAndCheck(drafter, SHOTS, "narrow-register")));
    await drafter.context().close();
    expect(problems).toEqual([]);
  });
});

/**
 * Presses Tab (Shift+Tab going `back`) until the focused element matches, as a keyboard user
 * would; fails after `most` presses. The test runs in the page, given `arg`.
 */
async function tabTo(
  page: Page,
  matches: (el: Element, arg: string) => boolean,
  arg = "",
  options: { back?: boolean; most?: number } = {},
) {
  const test = `(${matches.toString()})(document.activeElement ?? document.body, ${JSON.stringify(arg)})`;
  for (let i = 0; i < (options.most ?? 150); i++) {
    if (await page.evaluate(test)) return;
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`no focusable element matched ${matches.toString()} (${arg})`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute("aria-label") ?? el?.textContent ?? "";
  });

describe("a live draft by keyboard alone, heard by a screen reader", () => {
  it("drafts a member's three picks with the keyboard only, and the live region says the moments", { timeout: 300_000 }, async () => {
    const leagueId = keyboardLeagueId;
    const [admin, bea] = people;
    const started = await admin.client.call(contract.draft.scheduleLiveDraft, {
      params: { id: leagueId },
      body: { clock: "8h", overnightPause: false },
    });
    expect(started.status).toBe(200);
    const beaId = bea.participant.get(leagueId);
    const page = await pageOf(bea.client, DESKTOP, leagueId, "/draft-room");
    const adminPage = await pageOf(admin.client, DESKTOP, leagueId, "/draft-room");
    const announcer = page.getByTestId("room-announcer");
    await page.getByTestId("draft-board").waitFor();
    // The clock is shown, never announced: it is in no live region.
    expect(await page.getByTestId("pick-clock").evaluate((el) => el.closest("[aria-live]") === null)).toBe(true);

    // Paused while Bea switches autopick and reorders her queue, so autopick cannot take her turn meanwhile.
    expect((await admin.client.call(contract.draft.pauseLiveDraft, { params: { id: leagueId } })).status).toBe(200);
    await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).toContain("The draft is paused");
    // Autopick on and off again by keyboard: Space on its switch.
    await page.locator("body").focus();
    await tabTo(page, (el) => el.getAttribute("aria-label") === "Autopick my turns");
    const autopick = page.getByRole("switch", { name: "Autopick my turns" });
    await page.keyboard.press("Space");
    await expect.poll(() => autopick.getAttribute("aria-checked"), { timeout: 15_000 }).toBe("true");
    // Still on the switch once the room has re-read the draft: Space again turns it off.
    expect(await focusedName(page)).toBe("Autopick my turns");
    await page.keyboard.press("Space");
    await expect.poll(() => autopick.getAttribute("aria-checked"), { timeout: 15_000 }).toBe("false");
    expect((await viewOf(bea.client, leagueId)).me?.autopickOn).toBe(false);

    // The queue reordered by keyboard: Enter on "Move … down" of the first in the queue.
    const queueOf = async () =>
      (
        (await bea.client.call(contract.picks.getTempPicks, { params: { leagueId } })).body as Array<{
          fplPlayerId: number;
          selectionOrder: number;
        }>
      )
        .sort((a, b) => a.selectionOrder - b.selectionOrder)
        .map((p) => p.fplPlayerId);
    const queueBefore = await queueOf();
    await tabTo(
      page,
      (el) => (el.getAttribute("aria-label") ?? "").startsWith("Move ") && (el.getAttribute("aria-label") ?? "").endsWith(" down"),
    );
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await queueOf())[1], { timeout: 15_000 }).toBe(queueBefore[0]);

    expect((await admin.client.call(contract.draft.resumeLiveDraft, { params: { id: leagueId } })).status).toBe(200);
    await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).toContain("The draft goes on.");

    let picks = 0;
    let focusKept = false;
    for (let view = await viewOf(admin.client, leagueId); view.status === "running"; view = await viewOf(admin.client, leagueId)) {
      const overall = view.turn?.overall as number;
      if (view.turn?.participantId !== beaId) {
        const picker = personOf(view.turn?.participantId, leagueId);
        const choice = (await viewOf(picker.client, leagueId)).me?.wouldAutopick;
        // Once, the admin's keyboard waits on the very player being taken: focus stays in the list when its row goes.
        if (!focusKept && choice) {
          await adminPage.getByText(new RegExp(`^Pick ${overall} of 12`)).waitFor();
          await adminPage.getByRole("searchbox").focus();
          await adminPage.keyboard.type(choice.name);
          await tabTo(
            adminPage,
            (el, name) => el.tagName === "BUTTON" && (el.getAttribute("aria-label") ?? "").endsWith(`: ${name}`),
            choice.name,
          );
        }
        const made = await picker.client.call(contract.draft.livePick, {
          params: { id: leagueId },
          body: { overall, playerId: choice?.playerId ?? 0 },
        });
        expect(made.status).toBe(200);
        await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).toContain(`picked ${choice?.name}.`);
        if (!focusKept) {
          await expect
            .poll(() => adminPage.evaluate(() => document.activeElement?.getAttribute("data-testid")), { timeout: 15_000 })
            .toBe("free-players");
          focusKept = true;
        }
        continue;
      }
      // Bea's turn, heard and then done by keyboard: search, Tab to a Pick button, Enter.
      await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).toContain("Your turn: pick a player.");
      const target = (await viewOf(bea.client, leagueId)).me?.wouldAutopick?.name as string;
      await tabTo(page, (el) => el.getAttribute("type") === "search", "", { back: true });
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(target);
      await page.getByTestId("free-players").locator("li").filter({ hasText: target }).first().waitFor();
      await tabTo(page, (el, name) => el.getAttribute("aria-label") === `Pick: ${name}`, target);
      expect(await focusedName(page)).toBe(`Pick: ${target}`);
      await page.keyboard.press("Enter");
      await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).toContain(`You picked ${target}.`);
      picks++;
    }
    expect(picks).toBe(3);
    const done = await viewOf(admin.client, leagueId);
    expect(done.picks.filter((p) => p.participantId === beaId && p.by === "member")).toHaveLength(3);
    await expect.poll(() => announcer.textContent(), { timeout: 15_000 }).toContain("The draft is done");
    await page.context().close();
    await adminPage.context().close();
  });
});
