/**
 * The league's chat (issue 39) over HTTP and real sockets, with four members: posting, paging
 * through history, edits, deletions, reactions, a mute, a removal and the rate limit.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ChatMessage, ChatPage } from "../../shared/chat/types";
import { contract } from "../../shared/contract/routes";
import type { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { leagueWith } from "../support/people";
import { untilQuiet } from "../support/quiet";
import { subscribedSocket, type TestSocket } from "../support/socket";

const baseUrl = () => inject("baseUrl");

const subscribed = (client: Browserish, leagueId: string) => subscribedSocket(baseUrl(), client, leagueId);

/** The next `chat.*` event on a socket (the board's own events pass by). */
async function nextChat(socket: TestSocket): Promise<any> {
  for (;;) {
    const event = await socket.next();
    if (typeof event?.type === "string" && event.type.startsWith("chat.")) return event;
  }
}

const chatEvents = (socket: TestSocket) => socket.pending.filter((e) => String((e as { type?: string }).type).startsWith("chat."));

let league: Awaited<ReturnType<typeof leagueWith>>;
let admin: Browserish;
let ann: Browserish;
let ben: Browserish;
let cy: Browserish;
let sockets: TestSocket[] = [];
const leagueId = () => league.league.id;
const post = (client: Browserish, text: unknown) =>
  client.call(contract.chat.post, { params: { id: leagueId() }, body: { text } as never });

beforeAll(async () => {
  league = await leagueWith(3, "Chat League");
  admin = league.admin;
  [ann, ben, cy] = league.members as unknown as [Browserish, Browserish, Browserish];
  // The joins post their own lines; they are not what these tests count.
  await untilQuiet();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

describe("the league's chat", () => {
  it("a message reaches every member's open socket as chat.posted, and is the newest of the history", async () => {
    sockets = await Promise.all([admin, ann, ben, cy].map((c) => subscribed(c, leagueId())));
    const posted = await post(ann, "  Morning all  ");
    expect(posted.status).toBe(201);
    const message = posted.body as ChatMessage;
    expect(message).toMatchObject({ kind: "member", text: "Morning all", authorName: "member0", deletedAt: null, reactions: [] });
    for (const socket of sockets) expect(await nextChat(socket)).toEqual({ v: 1, type: "chat.posted", leagueId: leagueId(), message });
    const page = await ben.call(contract.chat.list, { params: { id: leagueId() }, query: { limit: "1" } });
    expect(page.status).toBe(200);
    expect(page.body.messages).toEqual([message]);
  });

  it("pages 10 at a time through 24 messages newest first, with no gap and no overlap", async () => {
    const fresh = await leagueWith(2, "Paging League");
    await untilQuiet();
    const id = fresh.league.id;
    // Three authors take turns, eight messages each: under the rate limit.
    const authors = [fresh.admin, ...fresh.members];
    for (let i = 0; i < 24; i++)
      expect((await authors[i % 3]!.call(contract.chat.post, { params: { id }, body: { text: `message ${i}` } })).status).toBe(201);
    const seen: ChatMessage[] = [];
    let before: string | undefined;
    const sizes: number[] = [];
    for (let pages = 0; pages < 10; pages++) {
      const page = (await fresh.admin.call(contract.chat.list, { params: { id }, query: { limit: "10", ...(before ? { before } : {}) } }))
        .body as ChatPage;
      sizes.push(page.messages.length);
      seen.push(...page.messages);
      if (!page.next) break;
      before = page.next;
    }
    const texts = seen.filter((m) => m.kind === "member").map((m) => m.text);
    expect(texts).toEqual(Array.from({ length: 24 }, (_, i) => `message ${23 - i}`));
    expect(new Set(seen.map((m) => m.messageId)).size).toBe(seen.length);
    expect(sizes.slice(0, 2)).toEqual([10, 10]);
  });

  it("the author edits their message and everyone hears chat.edited; nobody else may edit it", async () => {
    const { body: message } = await post(ben, "Haaland is finished");
    for (const socket of sockets) await nextChat(socket);
    expect(
      (await ann.call(contract.chat.edit, { params: { id: leagueId(), messageId: message.messageId }, body: { text: "hacked" } })).status,
    ).toBe(403);
    const edited = await ben.call(contract.chat.edit, {
      params: { id: leagueId(), messageId: message.messageId },
      body: { text: "Haaland is finished (joke)" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ text: "Haaland is finished (joke)", editedAt: expect.any(String) });
    for (const socket of sockets)
      expect(await nextChat(socket)).toMatchObject({
        type: "chat.edited",
        messageId: message.messageId,
        text: "Haaland is finished (joke)",
      });
  });

  it("reactions toggle, per member and emoji, and reach the room as the reactions now", async () => {
    const { body: message } = await post(cy, "Who's watching?");
    for (const socket of sockets) await nextChat(socket);
    const react = (client: Browserish, emoji: string) =>
      client.call(contract.chat.react, { params: { id: leagueId(), messageId: message.messageId }, body: { emoji } as never });
    await react(ann, "👍");
    const both = await react(ben, "👍");
    expect(both.body.reactions).toEqual([{ emoji: "👍", userIds: [expect.any(String), expect.any(String)] }]);
    const undone = await react(ann, "👍");
    expect(undone.body.reactions).toEqual([{ emoji: "👍", userIds: [both.body.reactions[0].userIds[1]] }]);
    expect((await react(ann, "<b>")).status).toBe(400);
    for (const socket of sockets) {
      const events = [await nextChat(socket), await nextChat(socket), await nextChat(socket)];
      expect(events.map((e) => e.type)).toEqual(["chat.reacted", "chat.reacted", "chat.reacted"]);
      expect(events[2].reactions).toEqual(undone.body.reactions);
    }
  });

  it("the author deletes their own message, an admin deletes anyone's, another member may not; the text is gone for everyone", async () => {
    const { body: mine } = await post(ann, "Oops, wrong chat");
    const { body: theirs } = await post(ben, "Something rude");
    for (const socket of sockets) await Promise.all([nextChat(socket), nextChat(socket)]);
    const remove = (client: Browserish, messageId: string) => client.call(contract.chat.remove, { params: { id: leagueId(), messageId } });
    expect((await remove(cy, theirs.messageId)).status).toBe(403);
    expect((await remove(ann, mine.messageId)).body).toMatchObject({ text: "", deletedAt: expect.any(String) });
    expect((await remove(admin, theirs.messageId)).body).toMatchObject({ text: "", deletedAt: expect.any(String) });
    for (const socket of sockets) {
      expect(await nextChat(socket)).toMatchObject({ type: "chat.deleted", messageId: mine.messageId });
      expect(await nextChat(socket)).toMatchObject({ type: "chat.deleted", messageId: theirs.messageId });
    }
    const page = (await cy.call(contract.chat.list, { params: { id: leagueId() }, query: { limit: "5" } })).body as ChatPage;
    const deleted = page.messages.filter((m) => m.messageId === mine.messageId || m.messageId === theirs.messageId);
    expect(deleted.map((m) => m.text)).toEqual(["", ""]);
    expect(JSON.stringify(page)).not.toContain("Something rude");
  });

  it("refuses an empty, a too long and an unknown-field message with 400 and stores nothing", async () => {
    const before = (await ann.call(contract.chat.list, { params: { id: leagueId() }, query: { limit: "1" } })).body.messages[0];
    expect((await post(ann, "   ")).status).toBe(400);
    expect((await post(ann, "x".repeat(1001))).status).toBe(400);
    expect((await post(ann, 42)).status).toBe(400);
    const extra = await ann.call(contract.chat.post, { params: { id: leagueId() }, body: { text: "hi", html: "<b>" } as never });
    expect(extra.status).toBe(400);
    expect((await post(ann, "é".repeat(1000))).status).toBe(201);
    const after = (await ann.call(contract.chat.list, { params: { id: leagueId() }, query: { limit: "2" } })).body.messages;
    expect(after[1]).toEqual(before);
  });

  it("an admin mutes a member for 24 hours: 403 with the mute's end, the room hears it, and unmuting lets them post", async () => {
    await untilQuiet();
    for (const socket of sockets) socket.pending.splice(0);
    const muted = await admin.call(contract.chat.mute, { params: { id: leagueId() }, body: { userId: await userIdOf(cy) } });
    expect(muted.status).toBe(200);
    const until = Date.parse(muted.body.until);
    expect(until - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect((await ann.call(contract.chat.mute, { params: { id: leagueId() }, body: { userId: await userIdOf(cy) } })).status).toBe(403);
    const refused = await post(cy, "Let me speak");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "CHAT_MUTED", mutedUntil: muted.body.until });
    expect(refused.body.error ?? refused.body.message).toContain("muted");
    expect((await admin.call(contract.chat.mutes, { params: { id: leagueId() } })).body).toEqual([muted.body]);
    expect(await nextChat(sockets[0]!)).toMatchObject({ type: "chat.muted", userId: muted.body.userId, until: muted.body.until });
    expect((await admin.call(contract.chat.unmute, { params: { id: leagueId(), userId: muted.body.userId } })).status).toBe(200);
    expect((await post(cy, "Thanks")).status).toBe(201);
  });

  it("the 11th message in 30 seconds gets 429 with a message, and nothing is stored", async () => {
    const fresh = await leagueWith(0, "Rate League");
    await untilQuiet();
    const id = fresh.league.id;
    for (let i = 0; i < 10; i++)
      expect((await fresh.admin.call(contract.chat.post, { params: { id }, body: { text: `quick ${i}` } })).status).toBe(201);
    const eleventh = await fresh.admin.call(contract.chat.post, { params: { id }, body: { text: "one too many" } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: "CHAT_RATE_LIMITED", retryAfterSeconds: expect.any(Number) });
    const page = (await fresh.admin.call(contract.chat.list, { params: { id }, query: { limit: "50" } })).body as ChatPage;
    expect(page.messages.map((m) => m.text)).not.toContain("one too many");
    expect(page.messages.filter((m) => m.kind === "member")).toHaveLength(10);
  });

  it("a removed member loses the chat at once: 403 over HTTP, and their socket hears nothing more", async () => {
    const rows = (await admin.call(contract.leagues.members, { params: { id: leagueId() } })).body as Array<{
      id: string;
      username: string;
    }>;
    const row = rows.find((r) => r.username === "member2")!;
    const cySocket = sockets[3]!;
    await untilQuiet();
    cySocket.pending.splice(0);
    expect((await admin.call(contract.members.remove, { params: { id: row.id } })).status).toBe(200);
    expect((await cy.call(contract.chat.list, { params: { id: leagueId() } })).status).toBe(403);
    expect((await post(cy, "still here?")).status).toBe(403);
    await post(ann, "Bye Cy");
    await untilQuiet();
    expect(chatEvents(cySocket).filter((e) => (e as { type: string }).type === "chat.posted")).toEqual([]);
  });

  it("counts unread messages per league after the member's read marker", async () => {
    await untilQuiet();
    const unread = async () =>
      ((await ben.call(contract.chat.unread)).body as Array<{ leagueId: string; unread: number }>).find((u) => u.leagueId === leagueId())!;
    const newest = (await ben.call(contract.chat.list, { params: { id: leagueId() }, query: { limit: "1" } })).body.messages[0];
    const marked = await ben.call(contract.chat.markRead, { params: { id: leagueId() }, body: { messageId: newest.messageId } });
    expect(marked.body).toMatchObject({ lastReadId: newest.messageId, unread: 0 });
    await post(ann, "one");
    await post(ann, "two");
    await post(ben, "my own does not count");
    await eventually(async () => expect((await unread()).unread).toBe(2));
  });
});

describe("the chat's record", () => {
  it("deleting a league deletes its messages, its members' chat items and their read markers", async () => {
    process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
    process.env.TABLE_NAME = "treble";
    const store = await import("../../functions/data/stores/chat-store");
    const doomed = await leagueWith(1, "Doomed League");
    const [member] = doomed.members as unknown as [Browserish];
    const id = doomed.league.id;
    const { body: message } = await member.call(contract.chat.post, { params: { id }, body: { text: "Last words" } });
    await member.call(contract.chat.markRead, { params: { id }, body: { messageId: message.messageId } });
    await untilQuiet();
    const memberId = await userIdOf(member);
    expect((await store.listMessages(id, 10)).items.length).toBeGreaterThan(0);
    expect((await store.readMarkersOf(memberId)).map((m) => m.leagueId)).toContain(id);
    expect((await doomed.admin.call(contract.leagues.remove, { params: { id } })).status).toBe(200);
    expect((await store.listMessages(id, 10)).items).toEqual([]);
    expect((await store.readMarkersOf(memberId)).map((m) => m.leagueId)).not.toContain(id);
    expect(await store.getChatMember(id, memberId)).toBeUndefined();
  });
});

async function userIdOf(client: Browserish): Promise<string> {
  return (await client.call(contract.auth.currentUser)).body.id;
}
