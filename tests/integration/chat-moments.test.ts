/**
 * The league's moments in its chat (issue 39), on a host of its own: joins and the draft's result
 * post themselves, and a goal for a member's player, published as the goals refresh publishes it,
 * is one line in the chat and one chat.posted on every open socket; the same event delivered again
 * posts nothing; a goal taken back is a line of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_SOURCE, GOALS_CHANGED, type GoalsChangedDetail } from "../../events/catalog";
import type { LocalHost } from "../../infra/local/host";
import type { ChatMessage, ChatPage } from "../../shared/chat/types";
import { REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import { contract } from "../../shared/contract/routes";
import type { Browserish } from "../support/client";
import { liveLeague, type LiveLeague } from "../support/live-league";
import { startOwnHost } from "../support/own-host";
import { announceGoals } from "../support/goals";
import { untilQuiet } from "../support/quiet";
import { openSocket, type TestSocket } from "../support/socket";

const CREATOR = "chat-moments-creator@treble.test";
let host: LocalHost;
let season: string;
let dads: LiveLeague;
let haaland: number;
let socket: TestSocket;

async function history(client: Browserish, leagueId: string): Promise<ChatMessage[]> {
  return ((await client.call(contract.chat.list, { params: { id: leagueId }, query: { limit: "100" } })).body as ChatPage).messages;
}

async function announce(detail: GoalsChangedDetail) {
  await announceGoals(detail);
  await untilQuiet(host.url);
}

beforeAll(async () => {
  host = await startOwnHost("chat-moments", { creatorEmails: CREATOR, fplGameweek: 0 });
  dads = await liveLeague(host.url, {
    stamp: `${process.pid}${Date.now()}`,
    leagueName: "Expat Dads",
    names: ["Ana", "Ben", "Cal", "Dee"],
    picks: [
      ["Haaland", "Calafiori", "Saka"],
      ["Semenyo", "M.Salah", "Gakpo"],
      ["Wood", "Bowen", "Mbeumo"],
      ["Cherki", "Gyökeres", "O'Riley"],
    ],
  });
  season = await (await import("../../functions/data/read-models/season")).feedSeason();
  const players = (await dads.admin.call(contract.feed.players)).body as Array<{ id: number; webName: string }>;
  haaland = players.find((p) => p.webName === "Haaland")!.id;
  await untilQuiet(host.url);
  socket = await openSocket(host.url, `treble_session=${dads.members[0]!.cookie("treble_session")}`);
  socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: dads.league.id });
  expect(await socket.next()).toMatchObject({ type: "subscribed" });
}, 180_000);

afterAll(async () => {
  await socket?.close();
  await host?.close();
});

const goal = (before: number, after: number): GoalsChangedDetail => ({
  season,
  gameweek: 1,
  changes: [{ playerId: haaland, fixtureId: 1, before, after }],
  fixtures: [],
  detectedAt: new Date().toISOString(),
});

describe("the league's moments in its chat", () => {
  it("members joining and the draft's result posted themselves, oldest first", async () => {
    const lines = (await history(dads.admin, dads.league.id)).filter((m) => m.kind === "system").reverse();
    expect(lines.filter((m) => m.system === "member_joined").map((m) => m.text)).toEqual([
      "Ben joined the league.",
      "Cal joined the league.",
      "Dee joined the league.",
    ]);
    const result = lines.find((m) => m.system === "draft_result");
    expect(result?.text).toMatch(/^The draft is done: .*Ana: Haaland, Calafiori and Saka/);
    expect(result).toMatchObject({ authorId: null, authorName: null, kind: "system" });
  });

  it("a goal for a member's player is one line, reaching the open socket; the same event delivered again posts nothing", async () => {
    const detail = goal(0, 1);
    await announce(detail);
    const event = socket.pending.find((e) => (e as { type?: string }).type === "chat.posted") as { message: ChatMessage };
    expect(event.message).toMatchObject({ kind: "system", system: "goal", text: "⚽ Haaland scored for Ana." });
    expect((await history(dads.members[1]!, dads.league.id)).filter((m) => m.system === "goal")).toEqual([event.message]);
    // EventBridge's redelivery keeps the event's id: match day's reaction, given the same envelope twice, posts the line once.
    const [{ goalLines }, { readGoals }] = await Promise.all([
      import("../../functions/chat/goal-lines"),
      import("../../functions/match-day/goals-read"),
    ]);
    const envelope = {
      version: "0" as const,
      id: "redelivered-goal",
      "detail-type": GOALS_CHANGED,
      source: FEED_SOURCE,
      account: "000000000000",
      time: new Date().toISOString(),
      region: "eu-west-2",
      resources: [],
      detail: goal(1, 2),
    };
    const read = await readGoals(envelope.detail);
    expect([await goalLines(envelope, read), await goalLines(envelope, read)]).toEqual([1, 0]);
  });

  it("a brace is two lines, each saying which goal it is; a goal taken back is a line of its own", async () => {
    const before = (await history(dads.admin, dads.league.id)).filter((m) => m.system === "goal").length;
    await announce(goal(2, 4));
    const goals = (await history(dads.admin, dads.league.id)).filter((m) => m.system === "goal");
    expect(goals.length).toBe(before + 2);
    expect(goals.slice(0, 2).map((m) => m.text)).toEqual([
      "⚽ Haaland scored again for Ana: 4 in this match.",
      "⚽ Haaland scored again for Ana: a hat-trick.",
    ]);
    await announce(goal(4, 3));
    const back = (await history(dads.admin, dads.league.id)).filter((m) => m.system === "goal_taken_back");
    expect(back.map((m) => m.text)).toEqual(["Haaland's goal for Ana was taken back."]);
  });
});
