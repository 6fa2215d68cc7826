/**
 * The live draft room in Chromium (product.md §10.15), on a host of its own whose pick clock is
 * 10 seconds (LIVE_DRAFT_FAST_CLOCK_MS): the admin starts a live draft from the dashboard, four
 * members (one on a 390×844 phone) pick on their turns from the free players, one closes their
 * tab and is autopicked from their ranked list when the clock runs out, the admin undoes a pick,
 * the board fills, and at the end the league is live with each member's three players on the
 * leaderboard. Screens of the room are kept in LIVE_DRAFT_SHOTS_DIR (a temporary folder by
 * default), each checked for layout problems. Every wait is on the page's or the server's state.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import type { LiveDraftView } from "../../shared/contract/responses";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { shootAndCheck } from "../support/layout-check";
import { startOwnHost } from "../support/own-host";
import { contract } from "../../shared/contract/routes";

const SHOTS = process.env.LIVE_DRAFT_SHOTS_DIR ?? join(tmpdir(), "live-draft-room-shots");
const CLOCK_MS = 10_000;
const browser = useBrowser();
let host: LocalHost;

interface Member {
  name: string;
  client: Browserish;
  participantId?: string;
  page?: Page;
  ranked: number[];
}
const people: Member[] = [];
let leagueId = "";
const shots: string[] = [];

beforeAll(async () => {
  host = await startOwnHost("live-draft-room", { creatorEmails: "", liveDraftFastClockMs: CLOCK_MS });
  const stamp = Date.now();
  for (const name of ["Ada Admin", "Ben Banks", "Cleo Cole", "Dev Dane"]) {
    const client = new Browserish(host.url);
    await client.signIn(`${name.split(" ")[0].toLowerCase()}.${stamp}@example.test`, name);
    people.push({ name: name.split(" ")[0], client, ranked: [] });
  }
  const [admin, ...members] = people;
  const created = await admin.client.call(contract.leagues.create, { body: { name: "Live Room League" } });
  expect(created.status).toBe(200);
  leagueId = created.body.id;
  for (const member of members)
    expect((await member.client.call(contract.leagues.joinByCode, { params: { id: created.body.code }, body: {} })).status).toBe(200);
  const players = (await admin.client.call(contract.feed.players, { query: { leagueId } })).body as Array<{ id: number; status: string }>;
  const free = players.filter((p) => p.status === "a").map((p) => p.id);
  for (const [i, person] of people.entries()) {
    // Each member's 15 from the back of the list: the Pick buttons take the top scorers first, so
    // an autopick from a member's own list is told apart from a pick off the top of the screen.
    person.ranked = free.slice(-(i + 1) * 15, free.length - i * 15);
    expect((await person.client.call(contract.picks.register, { body: { leagueId, picks: person.ranked } })).status).toBe(200);
    const mine = (await person.client.call(contract.auth.userLeagues)).body as Array<{ id: string; leagueUser: { id: string } }>;
    person.participantId = mine.find((l) => l.id === leagueId)?.leagueUser.id;
  }
}, 300_000);

afterAll(async () => {
  await host?.close();
  delete process.env.LIVE_DRAFT_FAST_CLOCK_MS;
});

const viewOf = async (client: Browserish) =>
  (await client.call(contract.draft.liveDraft, { params: { id: leagueId } })).body as LiveDraftView;

async function openRoom(person: Member, viewport: typeof DESKTOP, path = "/draft-room") {
  const page = await pageWithSession(browser, host.url, viewport, person.client.cookie("treble_session") as string);
  await page.goto("/home");
  await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), leagueId);
  await page.goto(path);
  person.page = page;
  return page;
}

async function shoot(page: Page, name: string) {
  // A click further down (Pause, Undo) scrolled the page: each shot shows the room from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  shots.push(...(await shootAndCheck(page, SHOTS, name)));
}

/**
 * Waits until the page shows turn `overall` as the server has it (`Pick n of 12`): true; false
 * when the server moved past that turn first (a loaded machine let its clock run out).
 */
async function untilTurnShown(page: Page, overall: number, stillOn: () => Promise<boolean>): Promise<boolean> {
  const shown = page.getByText(new RegExp(`^Pick ${overall} of 12`));
  return eventually(async () => {
    if (await shown.isVisible()) return true;
    if (!(await stillOn())) return false;
    throw new Error(`pick ${overall} is not on the page yet`);
  }, 30_000).catch(async (error: unknown) => {
    await page.screenshot({ path: join(SHOTS, `failed-turn-${overall}.png`) });
    throw error;
  });
}

describe("the live draft room", () => {
  it("drafts live with a 10-second clock: picks on turn, an absent member autopicked, an undo, and the league goes live", async () => {
    const [admin, ben, cleo, dev] = people;
    const byParticipant = new Map(people.map((p) => [p.participantId, p]));

    // The admin sets it up on the dashboard: start now with the fastest clock.
    const adminPage = await openRoom(admin, DESKTOP, "/dashboard");
    const card = adminPage.getByTestId("live-draft-card");
    await card.getByRole("combobox", { name: "Pick clock" }).selectOption("30s");
    await card.scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: join(SHOTS, "dashboard-live-draft-card.png") });
    await card.getByRole("button", { name: "Start the live draft now" }).click();
    await adminPage.waitForURL(/\/draft-room$/);
    await adminPage.getByTestId("order-reveal").waitFor();
    const started = await viewOf(admin.client);
    expect(started).toMatchObject({ status: "running", clock: { name: "30s", turnMs: CLOCK_MS } });
    expect(started.order).toHaveLength(4);

    // The admin pauses at once, so the room can fill before the first clock runs: the time left is kept.
    await adminPage.getByRole("button", { name: "Pause" }).click();
    const paused = await eventually(async () => {
      const v = await viewOf(admin.client);
      if (v.status === "paused") return v;
      throw new Error(`the draft is ${v.status}`);
    }, 15_000);
    expect(paused.leftMs).toBeGreaterThan(0);
    expect(paused.leftMs).toBeLessThanOrEqual(CLOCK_MS);

    // The others come in; Dev on a phone. Each sees the drawn order and the paused clock.
    await Promise.all([openRoom(ben, DESKTOP), openRoom(cleo, DESKTOP), openRoom(dev, PHONE)]);
    for (const person of [ben, cleo, dev]) {
      await person.page?.getByTestId("order-reveal").waitFor({ timeout: 30_000 });
      await person.page?.getByText("Paused by an admin").waitFor({ timeout: 30_000 });
    }
    await shoot(dev.page as Page, "room-order-reveal-phone");
    await shoot(adminPage, "room-order-reveal-desktop");
    await adminPage.getByRole("button", { name: "Resume" }).click();
    const resumed = await eventually(async () => {
      const v = await viewOf(admin.client);
      if (v.status === "running") return v;
      throw new Error(`the draft is ${v.status}`);
    }, 15_000);
    // Resumed with the time it had left, not a fresh clock.
    expect((resumed.deadline as number) - resumed.serverTime).toBeLessThanOrEqual((paused.leftMs as number) + 50);

    // Everyone sees who autopick would take for them: from their own list.
    for (const person of people) expect((await viewOf(person.client)).me?.wouldAutopick).toMatchObject({ reason: "ranked" });

    const absent = cleo;
    const absentName = started.order.find((o) => o.participantId === absent.participantId)?.username as string;
    let undone = false;
    let memberPicks = 0;
    let autopickedFromList = false;
    const shotOfTurn = new Set<number>();
    /** The draft once the turn on the clock is past `overall` (or the draft is over). */
    const pastTurn = (overall: number, timeoutMs = 40_000) =>
      eventually(async () => {
        const v = await viewOf(admin.client);
        if (v.status !== "running" || (v.turn?.overall ?? 0) > overall) return v;
        throw new Error(`pick ${overall} not made yet`);
      }, timeoutMs);

    for (let view = await viewOf(admin.client); view.status === "running"; view = await viewOf(admin.client)) {
      const overall = view.turn?.overall as number;
      const onClock = byParticipant.get(view.turn?.participantId) as Member;

      // Cleo closes her tab once two picks are in; from then on her turns are the clock's.
      if (overall >= 3 && absent.page) {
        await absent.page.context().close();
        absent.page = undefined;
        continue;
      }
      if (onClock === absent && !absent.page) {
        const expected = (await viewOf(absent.client)).me?.wouldAutopick;
        expect(expected?.reason).toBe("ranked");
        const after = await pastTurn(overall);
        expect(after.picks[overall - 1]).toMatchObject({ by: "autopick", playerId: expected?.playerId });
        expect(absent.ranked).toContain(after.picks[overall - 1].playerId);
        autopickedFromList = true;
        continue;
      }

      const page = onClock.page as Page;
      if (!(await untilTurnShown(page, overall, async () => (await viewOf(admin.client)).turn?.overall === overall))) continue;
      await page.getByTestId("turn-heading").getByText("Your turn: pick a player").waitFor();
      const width = page.viewportSize()?.width ?? 0;
      if (overall >= 2 && !shotOfTurn.has(width)) {
        shotOfTurn.add(width);
        await shoot(page, `room-your-turn-${width === PHONE.width ? "phone" : "desktop"}`);
      }
      // The first free player's Pick: the button names the player it picks.
      const pick = page
        .getByTestId("free-players")
        .getByRole("button", { name: /^Pick: / })
        .first();
      if ((await pick.count()) > 0 && (await viewOf(admin.client)).turn?.overall === overall) await pick.click();
      const after = await pastTurn(overall);
      const made = after.picks[overall - 1];
      if (made?.by === "member") memberPicks++;

      // The admin undoes a member's pick once: the player returns and the turn goes back.
      if (overall >= 5 && !undone && made?.by === "member" && after.picks.length === overall) {
        undone = true;
        const undonePlayer = made.playerName as string;
        await adminPage.getByTestId("draft-board").getByText(undonePlayer, { exact: true }).waitFor();
        await shoot(adminPage, "room-admin-desktop");
        await adminPage.getByRole("button", { name: "Undo last pick" }).click();
        await adminPage.getByRole("alertdialog").getByRole("button", { name: "Take back the pick" }).click();
        const back = await eventually(async () => {
          const v = await viewOf(admin.client);
          if (v.picks.length === overall - 1 && v.turn?.overall === overall) return v;
          throw new Error("the undo has not landed");
        }, 15_000);
        expect(back.turn?.participantId).toBe(onClock.participantId);
        expect(back.picks.map((p) => p.playerName)).not.toContain(undonePlayer);
        // The member whose pick it was hears it in the room (when it was not the admin's own).
        if (onClock !== admin)
          await page
            .getByRole("status")
            .filter({ hasText: `took back your pick of ${undonePlayer}` })
            .waitFor();
        memberPicks--;
      }
    }
    expect(undone).toBe(true);
    expect(autopickedFromList).toBe(true);
    // The members' own clicks made most picks (a very slow machine may let the odd clock run out).
    expect(memberPicks).toBeGreaterThanOrEqual(5);

    // Done: the board is full, the room says so and the league goes live.
    const done = await eventually(async () => {
      const v = await viewOf(admin.client);
      if (v.status === "done") return v;
      throw new Error(`the draft is ${v.status}`);
    }, 30_000);
    expect(done.picks).toHaveLength(12);
    await adminPage.getByTestId("draft-done").waitFor({ timeout: 20_000 });
    await expect.poll(() => adminPage.getByTestId("board-pick").count(), { timeout: 20_000 }).toBe(12);
    await adminPage.getByText("is live: goals count from now on").waitFor({ timeout: 30_000 });
    await dev.page?.getByTestId("draft-done").waitFor({ timeout: 20_000 });
    // Cleo's closed tab left the room: the others see her as away.
    await adminPage.locator(`tr[data-member="${absentName}"]`).getByText("not in the room").waitFor({ state: "attached", timeout: 40_000 });
    await shoot(adminPage, "room-done-desktop");
    if (dev.page) await shoot(dev.page, "room-done-phone");

    const leagues = (await admin.client.call(contract.auth.userLeagues)).body as Array<{ id: string; isDraftMode: boolean }>;
    expect(leagues.find((l) => l.id === leagueId)?.isDraftMode).toBe(false);

    // The leaderboard shows each member's three players.
    await adminPage.getByRole("link", { name: "Go to the leaderboard" }).click();
    await adminPage.waitForURL(/\/leaderboard$/);
    for (const pick of done.picks) {
      await adminPage
        .getByText(pick.playerName as string, { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor({ timeout: 20_000 });
    }

    // A draft set for later: the room counts down to its start (a second league of the admin's).
    const later = await admin.client.call(contract.leagues.create, { body: { name: "Later League" } });
    expect(later.status).toBe(200);
    const at = new Date(Date.now() + 3 * 3_600_000).toISOString();
    expect(
      (
        await admin.client.call(contract.draft.scheduleLiveDraft, {
          params: { id: later.body.id },
          body: { clock: "8h", overnightPause: true, startsAt: at },
        })
      ).status,
    ).toBe(200);
    await adminPage.evaluate((id) => localStorage.setItem("selectedLeagueId", id), later.body.id);
    await adminPage.goto("/home");
    await adminPage.getByTestId("live-draft-link").waitFor();
    await shoot(adminPage, "home-live-draft-link-desktop");
    await adminPage
      .getByTestId("live-draft-link")
      .getByRole("link", { name: /Open the draft room/ })
      .click();
    await adminPage.getByTestId("starts-in").waitFor();
    await shoot(adminPage, "room-scheduled-desktop");
    await adminPage.setViewportSize(PHONE);
    await shoot(adminPage, "room-scheduled-phone");

    expect(shots).toEqual([]);
  }, 480_000);
});
