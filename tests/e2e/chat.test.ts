/**
 * The league's chat in Chromium (issue 39): two members talk, one on the board with the chat
 * beside it at 1280×800, the other on /chat on a phone at 390×844, while a goal posts itself into
 * the chat. History pages back without a gap or a repeat, a mention is completed from the members,
 * a link opens safely, reactions, an edit and a deletion reach the other screen without a reload;
 * the unread count moves and clears; a 429 and a mute are told in a toast. axe and the layout check
 * measure the chat at both widths. On a host of its own: the replay moves on a gameweek for the goal.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayControl } from "../../infra/local/fpl-replay/control";
import type { LocalHost } from "../../infra/local/host";
import { CHAT_RATE_LIMIT } from "../../shared/chat/rules";
import { contract } from "../../shared/contract/routes";
import { axeProblems } from "../support/axe";
import { DESKTOP, PHONE, pageWithSession, useBrowser } from "../support/browser";
import { storeAndAnnounceGoals } from "../support/goals";
import { shootAndCheck } from "../support/layout-check";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";
import { refreshed } from "../support/refresh-runs";
import { roomJoined } from "../support/room-joined";

const SHOTS = process.env.SCREENSHOTS_DIR ?? "test-results/chat";
const browser = useBrowser();
let host: LocalHost;
let live: LiveLeague;
let season: string;
let gameweek: number;
let scorer: { playerId: number; playerName: string; gameweekGoals: number };
/** Ada (the admin) on the board with the chat beside it; Bo on /chat on a phone. */
let ada: Page;
let bo: Page;

const post = (who: LiveLeague["admin"], text: string) =>
  who.call(contract.chat.post, { params: { id: live.league.id }, body: { text } }).then((r) => {
    if (r.status !== 201) throw new Error(`post: ${r.status} ${JSON.stringify(r.body)}`);
  });

beforeAll(async () => {
  const stamp = `chat${Date.now()}`;
  host = await startOwnHost("chat", { fplGameweek: 12, creatorEmails: `ada.striker.${stamp}@example.com` });
  live = await liveLeague(host.url, {
    stamp,
    leagueName: "Chatty Sunday XI",
    names: ["Ada Striker", "Bo Keeper", "Cy Winger", "Dee Back"],
  });
  await replayControl(host.replayUrl ?? "").setGameweek(13);
  const moved = await refreshed(live.admin, contract.feed.creatorRefreshGoals);
  if (moved.status !== "ok") throw new Error(`refresh: ${JSON.stringify(moved)}`);
  await untilQuiet(host.url);
  const rows = (await live.admin.call(contract.leaderboard.leaderboard, { query: { leagueId: live.league.id } })).body as Array<{
    username: string;
    picks: Array<{ playerId: number; playerName: string; gameweekGoals: number }>;
  }>;
  scorer = rows.find((r) => r.username === "Ada Striker")!.picks[0];
  const [{ getLeague }, { seasonOfLeague }, { listGameweeks }, { currentGameweek }] = await Promise.all([
    import("../../functions/data/stores/leagues-store"),
    import("../../functions/data/read-models/season"),
    import("../../functions/data/stores/feed-store"),
    import("../../shared/gameweeks"),
  ]);
  season = await seasonOfLeague(await getLeague(live.league.id));
  gameweek = currentGameweek(await listGameweeks(season))?.gameweekId ?? 1;
  // History longer than a page: Cy and Dee warm up, each as many as the rate limit lets them, and Ada a few.
  const [, cy, dee] = live.members;
  for (let i = 1; i <= 5; i++) await post(live.admin, `Hello ${i} from Ada`);
  for (let i = 1; i <= CHAT_RATE_LIMIT; i++) await post(cy, `Warm-up ${i} from Cy`);
  for (let i = 1; i <= CHAT_RATE_LIMIT; i++) await post(dee, `Warm-up ${i} from Dee`);
}, 180_000);

afterAll(async () => {
  if (host) await untilQuiet(host.url);
  await host?.close();
});

async function open(who: LiveLeague["admin"], viewport: typeof DESKTOP, path: string): Promise<Page> {
  const page = await pageWithSession(browser, host.url, viewport, who.cookie("treble_session") as string);
  await page.goto("/faq");
  await page.evaluate((id) => localStorage.setItem("selectedLeagueId", id), live.league.id);
  const joined = roomJoined(page, live.league.id);
  await page.goto(path);
  await page.getByTestId("chat-log").getByText("Warm-up 10 from Dee").waitFor();
  // What the test sends next must reach this page as an event (its live region says it), not by the join's re-read.
  await joined;
  return page;
}

/** A wide desktop: the chat's column beside the board (decision 0318). */
const WIDE = { width: 1536, height: 864 };
const log = (page: Page) => page.getByTestId("chat-log");
const messageOf = (page: Page, text: string) => log(page).getByTestId("chat-message").filter({ hasText: text });

describe("two members chatting", () => {
  it("opens at the newest message and pages back through history with no gap or repeat", async () => {
    ada = await open(live.admin, WIDE, "/leaderboard");
    bo = await open(live.members[0], PHONE, "/chat");
    await ada.getByTestId("chat-column").waitFor();
    expect(await log(bo).getByText("Hello 1 from Ada", { exact: true }).count()).toBe(0);
    // Scrolled to the top, the older page comes in above.
    await log(bo).evaluate((element) => (element.scrollTop = 0));
    await log(bo).getByText("Hello 1 from Ada", { exact: true }).waitFor();
    const texts = await log(bo).getByTestId("chat-message").allTextContents();
    for (let i = 1; i <= 5; i++)
      expect(
        texts.filter((t) => t.includes(`Hello ${i} from Ada`)),
        `Hello ${i}`,
      ).toHaveLength(1);
    for (const who of ["Cy", "Dee"])
      for (let i = 1; i <= CHAT_RATE_LIMIT; i++)
        expect(
          texts.filter((t) => t.includes(`Warm-up ${i} from ${who}`)),
          `${i} ${who}`,
        ).toHaveLength(1);
  });

  it("completes a mention from the members, and the message reaches the other screen and its live region", async () => {
    const input = bo.getByRole("combobox", { name: "Message Chatty Sunday XI" });
    await input.click();
    await input.pressSequentially("Morning @Ad");
    await bo.getByRole("option", { name: "@Ada Striker" }).waitFor();
    await input.press("Enter");
    expect(await input.inputValue()).toBe("Morning @Ada Striker ");
    await input.pressSequentially("who's scoring today?");
    await input.press("Enter");
    await messageOf(ada, "Morning @Ada Striker who's scoring today?").waitFor();
    await expect.poll(() => ada.getByTestId("chat-announcer").textContent()).toBe("Bo Keeper: Morning @Ada Striker who's scoring today?");
    await expect.poll(() => input.inputValue()).toBe("");
    await expect.poll(() => bo.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("chat-input");
  });

  it("shows a link as a link that opens apart from the app, and markup as text", async () => {
    const input = ada.getByRole("combobox", { name: "Message Chatty Sunday XI" });
    await input.fill("Watch https://example.com/match. <b>now</b>");
    await input.press("Enter");
    const link = messageOf(bo, "Watch").getByRole("link", { name: "https://example.com/match" });
    await link.waitFor();
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await messageOf(bo, "Watch").locator("b").count()).toBe(0);
    await messageOf(bo, "<b>now</b>").waitFor();
  });

  it("posts the goal itself, on both screens", async () => {
    await storeAndAnnounceGoals(season, gameweek, [{ playerId: scorer.playerId, goals: scorer.gameweekGoals + 1 }]);
    for (const page of [ada, bo])
      await log(page).getByTestId("chat-system-message").filter({ hasText: "scored for Ada Striker" }).waitFor({ timeout: 15_000 });
  });

  it("carries a reaction, an edit and a deletion to the other screen without a reload", async () => {
    // Bo reacts by keyboard alone: the message's React button, then the menu's arrows.
    await messageOf(bo, "Watch").getByRole("button", { name: "React to Ada Striker's message" }).focus();
    await bo.keyboard.press("Enter");
    await bo.getByRole("menuitem", { name: "👍" }).waitFor();
    await bo.keyboard.press("ArrowDown");
    await bo.keyboard.press("Enter");
    const reaction = messageOf(ada, "Watch").getByRole("button", { name: "👍 1" });
    await reaction.waitFor();
    expect(await reaction.getAttribute("aria-pressed")).toBe("false");

    await messageOf(ada, "Watch").getByRole("button", { name: "More actions for your message" }).click();
    await ada.getByRole("menuitem", { name: "Edit" }).click();
    const edit = ada.getByRole("textbox", { name: "Edit message" });
    await edit.fill("Watch https://example.com/match now");
    await edit.press("Enter");
    await messageOf(bo, "Watch https://example.com/match now").getByText("(edited)").waitFor();

    await messageOf(bo, "Morning @Ada").getByRole("button", { name: "More actions for your message" }).click();
    await bo.getByRole("menuitem", { name: "Delete" }).click();
    await bo.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await log(ada).getByText("Bo Keeper: message deleted").waitFor();
    // Its buttons went with it: the keyboard carries on from the history, not the page's start.
    await expect.poll(() => bo.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("chat-log");
  });

  it("keeps the board's table whole beside the column, and leaves the column out where the table would not fit", async () => {
    const sideways = (page: Page) =>
      page.getByRole("region", { name: "League table, scrollable" }).evaluate((table) => table.scrollWidth - table.clientWidth);
    expect(await sideways(ada)).toBeLessThanOrEqual(0);
    const laptop = await pageWithSession(browser, host.url, DESKTOP, live.admin.cookie("treble_session") as string);
    await laptop.goto("/faq");
    await laptop.evaluate((id) => localStorage.setItem("selectedLeagueId", id), live.league.id);
    await laptop.goto("/leaderboard");
    await laptop.locator('[data-testid="board-row"]').first().waitFor();
    expect(await laptop.getByTestId("chat-column").count()).toBe(0);
    expect(await sideways(laptop)).toBeLessThanOrEqual(0);
    await laptop.context().close();
  });

  it("looks right and passes axe at both widths", async () => {
    const problems: string[] = [];
    await shootDocs(ada, "chat-beside-board-desktop");
    await shootDocs(bo, "chat-phone");
    problems.push(...(await shootAndCheck(ada, SHOTS, "board-with-chat-desktop")), ...(await axeProblems(ada, "board-with-chat-desktop")));
    problems.push(...(await shootAndCheck(bo, SHOTS, "chat-phone")), ...(await axeProblems(bo, "chat-phone")));
    const adaChat = await open(live.admin, DESKTOP, "/chat");
    await shootDocs(adaChat, "chat-desktop");
    problems.push(...(await shootAndCheck(adaChat, SHOTS, "chat-desktop")), ...(await axeProblems(adaChat, "chat-desktop")));
    // With the mention list open, too.
    await bo.getByTestId("chat-input").fill("@");
    await bo.getByRole("listbox", { name: "Members to mention" }).waitFor();
    problems.push(...(await axeProblems(bo, "chat-phone-mentions")));
    await bo.getByTestId("chat-input").fill("");
    await adaChat.context().close();
    expect(problems).toEqual([]);
  });

  it("counts unread messages in the nav and the selector, and clears them as the member reads", async () => {
    const [, cy] = live.members;
    const away = await pageWithSession(browser, host.url, DESKTOP, live.admin.cookie("treble_session") as string);
    await away.goto("/faq");
    await away.evaluate((id) => localStorage.setItem("selectedLeagueId", id), live.league.id);
    await ada.context().close();
    // Cy's limit is spent from the warm-up: the post waits for the window to pass.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    await post(cy, "Anyone there?");
    await away.goto("/profile");
    await expect.poll(() => away.getByRole("link", { name: /League Chat/ }).textContent()).toContain("1");
    await away.getByRole("link", { name: /League Chat/ }).click();
    await away.getByTestId("chat-log").getByText("Anyone there?").waitFor();
    await expect.poll(() => away.getByTestId("nav-unread").count()).toBe(0);
    ada = away;
  }, 60_000);

  it("tells a member over the rate limit, and a muted member until when, in a toast", async () => {
    const [boClient] = live.members;
    for (let i = 1; i <= CHAT_RATE_LIMIT; i++) await post(boClient, `Quick ${i}`);
    const input = bo.getByTestId("chat-input");
    await input.fill("One too many");
    await input.press("Enter");
    await bo.getByRole("status").filter({ hasText: "Message not sent" }).waitFor();
    expect(await input.inputValue()).toBe("One too many");

    await messageOf(ada, "Quick 10").getByRole("button", { name: "More actions for Bo Keeper's message" }).click();
    await ada.getByRole("menuitem", { name: "Mute Bo Keeper for 24 hours" }).click();
    await ada.getByRole("alertdialog").getByRole("button", { name: "Mute for 24 hours" }).click();
    await ada.getByText("Bo Keeper is muted", { exact: true }).waitFor();
    await expect.poll(() => bo.getByTestId("chat-muted").textContent()).toMatch(/you can post again at \d\d:\d\d (today|tomorrow)/);
    await input.press("Enter");
    await bo.getByRole("status").filter({ hasText: "You are muted" }).waitFor();
    for (const page of [ada, bo]) await page.context().close();
  });
});

/** The screenshot the docs show (docs/screenshots/), beside the test's own. */
const shootDocs = (page: Page, name: string) => page.screenshot({ path: `docs/screenshots/${name}.png` });
