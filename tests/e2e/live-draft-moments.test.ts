/**
 * The draft room's moments in Chromium (issue 35), on a host of its own whose fastest pick clock
 * is 20 seconds: the clock is right the moment the draft resumes; the admin's undo and pick-for
 * are confirmed and told at once to the member they touch; the turn and its clock stay in view
 * while the free players and the queue scroll, at 390×844 and 1280×800; the last 10 seconds of
 * one's own turn are unmistakable; the room stops talking about autopick after one's three picks;
 * and coming back to the room shows one's own presence and the free players at once. Screens are
 * kept in LIVE_DRAFT_SHOTS_DIR (a temporary folder by default), each checked for layout problems.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalHost } from "../../infra/local/host";
import type { LiveDraftView } from "../../shared/contract/responses";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { Browserish } from "../support/client";
import { shootAndCheck } from "../support/layout-check";
import { startOwnHost } from "../support/own-host";
import { contract } from "../../shared/contract/routes";

const SHOTS = process.env.LIVE_DRAFT_SHOTS_DIR ?? join(tmpdir(), "live-draft-room-shots");
/** The 30-second clock on this host: long enough to act in the browser, short enough to reach its last 10 seconds. */
const CLOCK_MS = 20_000;
const browser = useBrowser();
let host: LocalHost;

interface Member {
  client: Browserish;
  participantId: string;
  username: string;
  page?: Page;
}
const people: Member[] = [];
let leagueId = "";
let base = "";
const shots: string[] = [];

beforeAll(async () => {
  host = await startOwnHost("live-draft-moments", { creatorEmails: "", liveDraftFastClockMs: CLOCK_MS });
  const stamp = Date.now();
  const clients: Browserish[] = [];
  for (const name of ["Ada Admin", "Ben Banks", "Cleo Cole"]) {
    const client = new Browserish(host.url);
    await client.signIn(`${name.split(" ")[0].toLowerCase()}.${stamp}@example.test`, name);
    clients.push(client);
  }
  const [admin, ...members] = clients;
  const created = await admin.call(contract.leagues.create, { body: { name: "Moments League" } });
  expect(created.status).toBe(200);
  leagueId = created.body.id;
  base = `/api/leagues/${leagueId}/live-draft`;
  for (const member of members) expect((await member.post(`/api/leagues/${created.body.code}/join`, {})).status).toBe(200);
  const players = (await admin.get(`/api/players?leagueId=${leagueId}`)).body as Array<{ id: number; status: string }>;
  const free = players.filter((p) => p.status === "a").map((p) => p.id);
  for (const [i, client] of clients.entries()) {
    const ranked = free.slice(-(i + 1) * 15, free.length - i * 15);
    expect((await client.call(contract.picks.register, { body: { leagueId, picks: ranked } })).status).toBe(200);
    const mine = (await client.call(contract.auth.userLeagues)).body as Array<{ id: string; leagueUser: { id: string } }>;
    people.push({ client, participantId: mine.find((l) => l.id === leagueId)?.leagueUser.id as string, username: "" });
  }
}, 300_000);

afterAll(async () => {
  await host?.close();
  delete process.env.LIVE_DRAFT_FAST_CLOCK_MS;
});

const viewOf = async (client: Browserish = people[0].client) => (await client.get(base)).body as LiveDraftView;
const adminDoes = async (action: "pause" | "resume" | "undo" | "cancel") =>
  expect((await people[0].client.post(`${base}/${action}`, {})).status).toBe(200);

async function openRoom(person: Member, viewport: typeof DESKTOP) {
  const page = await pageWithSession(browser, host.url, viewport, person.client.cookie("treble_session") as string);
  await page.goto("/home");
  await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), leagueId);
  await page.goto("/draft-room");
  person.page = page;
  return page;
}

async function shoot(page: Page, name: string, top = true) {
  if (top) await page.evaluate(() => window.scrollTo(0, 0));
  shots.push(...(await shootAndCheck(page, SHOTS, name)));
}

/** The admin (by the API) picks the next free player of the pool for each turn until `until` says stop. */
async function adminPicksUntil(until: (view: LiveDraftView) => boolean) {
  for (let view = await viewOf(); view.status === "running" && !until(view); view = await viewOf()) {
    const taken = new Set(view.picks.map((p) => p.playerId));
    const players = (await people[0].client.get(`/api/players?leagueId=${leagueId}`)).body as Array<{ id: number; status: string }>;
    const next = players.find((p) => p.status === "a" && !taken.has(p.id)) as { id: number };
    expect((await people[0].client.post(`${base}/picks`, { overall: view.turn?.overall, playerId: next.id })).status).toBe(200);
  }
}

/** The box of an element against the viewport: whether all of it is in view now. */
const inView = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe("the draft room's moments", () => {
  let touched: Member;
  let adminName = "";

  it("opens a running draft for three, the member touched later on a phone", async () => {
    expect((await people[0].client.post(base, { clock: "30s" })).status).toBe(200);
    await adminDoes("pause");
    const view = await viewOf();
    for (const person of people) person.username = view.order.find((o) => o.participantId === person.participantId)?.username as string;
    adminName = people[0].username;
    // The member whose three picks are not the draft's last (the snake's last slot picks last): picked for, and undone.
    const candidates = view.order.slice(0, 2).map((o) => people.find((p) => p.participantId === o.participantId) as Member);
    touched = candidates.find((p) => p !== people[0]) as Member;
    await openRoom(people[0], DESKTOP);
    await openRoom(touched, PHONE);
    for (const person of [people[0], touched]) await person.page?.getByText("Paused by an admin").waitFor({ timeout: 30_000 });
  });

  it("shows the time that was left the moment the draft resumes, never that time plus the pause", async () => {
    const page = touched.page as Page;
    const left = (await viewOf()).leftMs as number;
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { clockTexts: string[] }).clockTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="pick-clock"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // A pause long enough to tell apart: 3 seconds more than the turn had.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await adminDoes("resume");
    await page.getByTestId("draft-status").getByText("Live now").waitFor({ timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await adminDoes("pause");
    const texts = await page.evaluate(() => (window as unknown as { clockTexts: string[] }).clockTexts);
    const seconds = texts.map((t) => {
      const [m, s] = t.split(":").map(Number);
      return m * 60 + s;
    });
    expect(seconds.length).toBeGreaterThan(0);
    expect(Math.max(...seconds), `the clock showed ${texts.join(", ")} with ${left} ms left`).toBeLessThanOrEqual(Math.ceil(left / 1000));
  });

  it("asks the admin before an undo, and tells the member whose pick it took back at once, by name", async () => {
    await adminDoes("resume");
    await adminPicksUntil((v) => v.turn?.participantId === touched.participantId);
    const turn = (await viewOf()).turn?.overall as number;
    const players = (await touched.client.get(`/api/players?leagueId=${leagueId}`)).body as Array<{
      id: number;
      webName: string;
      status: string;
    }>;
    const taken = new Set((await viewOf()).picks.map((p) => p.playerId));
    const own = players.filter((p) => p.status === "a" && !taken.has(p.id)).at(-40) as { id: number; webName: string };
    expect((await touched.client.post(`${base}/picks`, { overall: turn, playerId: own.id })).status).toBe(200);
    await adminDoes("pause");
    const adminPage = people[0].page as Page;
    await adminPage.getByText(`Last pick: ${own.webName} for ${touched.username}`).waitFor({ timeout: 15_000 });

    await adminPage.getByRole("button", { name: "Undo last pick" }).click();
    const dialog = adminPage.getByRole("alertdialog");
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(`${own.webName}`);
    await expect.poll(() => dialog.textContent()).toContain(touched.username);
    // Nothing happens until the admin confirms.
    expect((await viewOf()).picks).toHaveLength(turn);
    await shoot(adminPage, "moments-undo-confirm-desktop", false);
    await dialog.getByRole("button", { name: "Take back the pick" }).click();

    const page = touched.page as Page;
    const notice = page.getByRole("status").filter({ hasText: "took back your pick" });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toMatch(
      new RegExp(
        `${adminName} took back your pick of ${own.webName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: you are on the clock, 0:(20|19) left`,
      ),
    );
    expect(await inView(page, "room-notice")).toBe(true);
    await shoot(page, "moments-undone-phone");
  });

  it("asks the admin before a pick-for, and tells the member at once who picked whom for them", async () => {
    await adminDoes("resume");
    const adminPage = people[0].page as Page;
    const pickFor = adminPage
      .getByTestId("free-players")
      .getByRole("button", { name: new RegExp(`^Pick for ${touched.username}: `) })
      .first();
    await pickFor.waitFor({ timeout: 15_000 });
    const name = ((await pickFor.getAttribute("aria-label")) as string).split(": ").slice(1).join(": ");
    await pickFor.click();
    const dialog = adminPage.getByRole("alertdialog");
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(`Pick ${name} for ${touched.username}?`);
    await dialog.getByRole("button", { name: `Pick ${name}` }).click();
    const notice = (touched.page as Page).getByRole("status").filter({ hasText: `${adminName} picked ${name} for you` });
    await notice.waitFor({ timeout: 15_000 });
    await adminDoes("pause");
    await shoot(touched.page as Page, "moments-picked-for-phone");
  });

  it("keeps whose turn it is and the time left in view while the free players and the queue scroll, at 390 and 1280", async () => {
    for (const page of [touched.page as Page, people[0].page as Page]) {
      for (const target of ["free-players", "my-queue"]) {
        await page.getByTestId(target).evaluate((el) => el.scrollIntoView({ block: "end" }));
        await page.evaluate(() => window.scrollBy(0, 200));
        expect(await page.evaluate(() => window.scrollY), `${target} scrolled the page`).toBeGreaterThan(300);
        expect(await inView(page, "turn-strip"), `the turn is in view with ${target} scrolled`).toBe(true);
        await expect.poll(() => page.getByTestId("turn-strip").textContent()).toMatch(/is picking|Your turn/);
      }
      await shoot(page, `moments-sticky-clock-${page === touched.page ? "phone" : "desktop"}`, false);
    }
  });

  it("makes the last 10 seconds of one's own turn unmistakable", async () => {
    const view = await viewOf();
    const onClock = people.find((p) => p.participantId === view.turn?.participantId) as Member;
    const page = onClock.page ?? (await openRoom(onClock, DESKTOP));
    await page.getByText("Paused by an admin").waitFor({ timeout: 15_000 });
    await adminDoes("resume");
    const strip = page.getByTestId("turn-strip");
    await expect.poll(() => strip.getAttribute("data-urgent"), { timeout: 20_000 }).toBe("true");
    const warning = strip.getByRole("status").filter({ hasText: "10 seconds left" });
    await warning.waitFor();
    await shoot(page, `moments-last-seconds-${page.viewportSize()?.width === PHONE.width ? "phone" : "desktop"}`);
    await adminDoes("pause");
  });

  it("stops talking about autopick once one's three picks are in", async () => {
    await adminDoes("resume");
    await adminPicksUntil((v) => v.picks.filter((p) => p.participantId === touched.participantId).length === 3);
    await adminDoes("pause");
    const page = touched.page as Page;
    await page.getByTestId("would-autopick").getByText("Your 3 picks are in").waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId("would-autopick").textContent()).not.toContain("Autopick would take");
    await expect.poll(() => page.getByTestId("my-queue").textContent()).not.toContain("Autopick's choice now");
    await shoot(page, "moments-picks-in-phone");
  });

  it("shows one's own presence and the free players at once on coming back", async () => {
    await (touched.page as Page).context().close();
    const page = await openRoom(touched, PHONE);
    await page.getByTestId("draft-board").waitFor({ timeout: 30_000 });
    const own = page.locator(`tr[data-member="${touched.username}"]`);
    expect(await own.getByText("in the room", { exact: true }).count(), "one's own dot on the first screen").toBe(1);
    await expect.poll(() => page.getByTestId("free-players").isVisible(), { timeout: 1_000 }).toBe(true);
    await shoot(page, "moments-back-phone");
    await adminDoes("cancel");
    expect(shots).toEqual([]);
  });
});
