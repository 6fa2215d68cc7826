/** The realtime channel at /ws over real WebSockets against the local host: who may connect and join a room, hostile messages, and the board's change reaching its room. */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { clientActions, realtimeLimits, REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import type { Browserish } from "../support/client";
import { eventually } from "../support/eventually";
import { leagueWith, signedIn } from "../support/people";
import { openSocket, sessionCookie, subscribedSocket } from "../support/socket";
import { untilQuiet } from "../support/quiet";
import { connectionsStore } from "../support/store";
import { contract } from "../../shared/contract/routes";

const baseUrl = () => inject("baseUrl");

let connections: Awaited<ReturnType<typeof connectionsStore>>;
beforeAll(async () => {
  connections = await connectionsStore();
});

/** The room's connections as the store holds them (user and room), for "nothing changed". */
const room = async (leagueId: string) =>
  (await connections.roomConnections(leagueId))
    .map((c) => ({ userId: c.userId, leagueId: c.leagueId }))
    .sort((a, b) => a.userId.localeCompare(b.userId));

const subscribed = (client: Browserish, leagueId: string) => subscribedSocket(baseUrl(), client, leagueId);

describe("connecting", () => {
  it("accepts a signed-in browser's session cookie and answers its heartbeat with the server's time", async () => {
    const member = await signedIn("socket");
    const socket = await openSocket(baseUrl(), sessionCookie(member));
    const before = Date.now();
    socket.send({ v: REALTIME_PROTOCOL, action: "ping" });
    const pong = await socket.next();
    expect(pong).toMatchObject({ v: REALTIME_PROTOCOL, type: "pong" });
    expect(pong.serverTime).toBeGreaterThanOrEqual(before - 1000);
    await socket.close();
  });

  it("refuses a handshake without a session (401), with a stale one (401) and from another site's page (403)", async () => {
    const member = await signedIn("socket");
    await expect(openSocket(baseUrl())).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(baseUrl(), "treble_session=not-a-session")).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(baseUrl(), sessionCookie(member), { origin: "https://evil.example" })).rejects.toMatchObject({ status: 403 });
  });

  it("serves the socket at /ws only", async () => {
    const member = await signedIn("socket");
    const { default: WebSocket } = await import("ws");
    for (const path of ["/api/ws", "/ws/x", "/"]) {
      const elsewhere = new WebSocket(new URL(path, baseUrl().replace("http:", "ws:")), { headers: { cookie: sessionCookie(member) } });
      await expect(new Promise((resolve) => elsewhere.once("error", resolve))).resolves.toBeInstanceOf(Error);
    }
  });
});

describe("a league's room", () => {
  it("lets a member in, with the board's version, and keeps a non-member out with a clear message", async () => {
    const { league, members } = await leagueWith(1);
    const outsider = await signedIn("outsider");
    const inside = await subscribed(members[0], league.id);

    const socket = await openSocket(baseUrl(), sessionCookie(outsider));
    socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id });
    expect(await socket.next()).toEqual({
      v: REALTIME_PROTOCOL,
      type: "error",
      code: "NOT_IN_LEAGUE",
      action: "subscribe",
      message: "Not a league member: you can only join the room of a league you are in",
    });
    socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: "no-such-league" });
    expect(await socket.next()).toMatchObject({ type: "error", code: "LEAGUE_NOT_FOUND", message: "League not found" });
    expect((await room(league.id)).map((c) => c.userId)).toHaveLength(1);
    await Promise.all([inside.close(), socket.close()]);
  });

  it("answers malformed, oversized, unknown-action and other-league messages with an error, and changes nothing", async () => {
    const { league, members } = await leagueWith(1);
    const other = await leagueWith(1);
    const socket = await subscribed(members[0], league.id);
    const rooms = async () => [await room(league.id), await room(other.league.id)];
    const before = await rooms();
    const hostile: Array<[unknown, string]> = [
      ["not json", "MALFORMED"],
      ["", "MALFORMED"],
      ["[1,2]", "MALFORMED"],
      ["null", "MALFORMED"],
      ['"subscribe"', "MALFORMED"],
      [{ v: REALTIME_PROTOCOL }, "MALFORMED"],
      [{ v: REALTIME_PROTOCOL, action: 7 }, "MALFORMED"],
      [{ v: REALTIME_PROTOCOL, action: "pick", leagueId: league.id }, "UNKNOWN_ACTION"],
      [{ v: REALTIME_PROTOCOL, action: "__proto__" }, "UNKNOWN_ACTION"],
      [{ v: REALTIME_PROTOCOL, action: "toString" }, "UNKNOWN_ACTION"],
      [{ action: "subscribe", leagueId: league.id }, "UNSUPPORTED_VERSION"],
      [{ v: 2, action: "ping" }, "UNSUPPORTED_VERSION"],
      [{ v: REALTIME_PROTOCOL, action: "subscribe" }, "INVALID_MESSAGE"],
      [{ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: "../x" }, "INVALID_MESSAGE"],
      [{ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: "x".repeat(65) }, "INVALID_MESSAGE"],
      [{ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id, isAdmin: true }, "INVALID_MESSAGE"],
      [{ v: REALTIME_PROTOCOL, action: "ping", extra: "x".repeat(30_000) }, "INVALID_MESSAGE"],
      // Other-league messages: a league the member is not in, and leaving a room the connection is not in.
      [{ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: other.league.id }, "NOT_IN_LEAGUE"],
      [{ v: REALTIME_PROTOCOL, action: "unsubscribe", leagueId: other.league.id }, "NOT_SUBSCRIBED"],
    ];
    for (const [message, code] of hostile) {
      socket.send(message);
      const answer = await socket.next();
      expect({ message, answer }).toMatchObject({ message, answer: { v: REALTIME_PROTOCOL, type: "error", code } });
      expect(typeof answer.message).toBe("string");
    }
    // A binary frame is no message of ours either.
    socket.socket.send(Buffer.from(JSON.stringify({ v: REALTIME_PROTOCOL, action: "ping" })), { binary: true });
    expect(await socket.next()).toMatchObject({ type: "error", code: "MALFORMED" });
    expect(await rooms()).toEqual(before);
    // Still in its room after all that.
    socket.send({ v: REALTIME_PROTOCOL, action: "ping" });
    expect(await socket.next()).toMatchObject({ type: "pong" });

    // A frame over API Gateway's 32 KB closes the connection with 1009 (Message Too Big).
    socket.send(JSON.stringify({ v: REALTIME_PROTOCOL, action: "ping", pad: "x".repeat(realtimeLimits.maxFrameBytes) }));
    expect((await socket.closed).code).toBe(1009);
    await untilQuiet();
    // Its $disconnect took it out of the room; the other league's room never changed.
    expect(await rooms()).toEqual([[], before[1]]);
    expect(clientActions).toEqual(["subscribe", "unsubscribe", "ping"]);
  });

  it("leaves the room on unsubscribe and on close", async () => {
    const { league, members } = await leagueWith(2);
    const first = await subscribed(members[0], league.id);
    const second = await subscribed(members[1], league.id);
    expect(await room(league.id)).toHaveLength(2);
    first.send({ v: REALTIME_PROTOCOL, action: "unsubscribe", leagueId: league.id });
    expect(await first.next()).toMatchObject({ type: "unsubscribed", leagueId: league.id });
    expect(await room(league.id)).toHaveLength(1);
    await second.close();
    await untilQuiet();
    expect(await room(league.id)).toEqual([]);
    await first.close();
  });
});

describe("board.changed", () => {
  it("reaches every subscriber of the league, with the board's new version, and no one else", async () => {
    const { admin, league, members } = await leagueWith(1);
    const other = await leagueWith(0);
    const watcher = await subscribed(members[0], league.id);
    const bystander = await subscribed(other.admin, other.league.id);
    const renamed = await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Renamed Live" } });
    expect(renamed.status).toBe(200);

    const event = await watcher.next();
    expect(event).toMatchObject({ v: REALTIME_PROTOCOL, type: "board.changed", leagueId: league.id });
    // The version is the board's now: the board read over HTTP answers it as its ETag's source.
    watcher.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id });
    expect(await watcher.next()).toMatchObject({ type: "subscribed", version: event.version });
    // A change the board's rows do not show (the name) still moves the version: the client re-reads on each new one.
    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Renamed Again" } });
    const again = await watcher.next();
    expect(again).toMatchObject({ type: "board.changed", leagueId: league.id });
    expect(again.version).not.toBe(event.version);
    await untilQuiet();
    expect(bystander.pending).toEqual([]);
    await Promise.all([watcher.close(), bystander.close()]);
  });

  it("removes the item of a connection the gateway no longer has (410) and still reaches the others", async () => {
    const { admin, league, members } = await leagueWith(1);
    const watcher = await subscribed(members[0], league.id);
    // A connection whose $disconnect never ran (a host killed mid-connection): its item stays behind.
    await connections.openConnection("GoneConnection00==", "someone-gone");
    expect(await connections.joinRoom("GoneConnection00==", league.id)).toBe(true);
    expect(await room(league.id)).toHaveLength(2);

    await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "After The Gone" } });
    expect(await watcher.next()).toMatchObject({ type: "board.changed", leagueId: league.id });
    await eventually(async () => expect(await connections.findConnection("GoneConnection00==")).toBeUndefined());
    expect((await room(league.id)).map((c) => c.userId)).toEqual([expect.not.stringMatching("someone-gone")]);
    await watcher.close();
  });
});

describe("the SPA's channel (web/src/lib/realtime/channel.ts)", () => {
  it("joins its room, hears board changes and heartbeats, and after a drop reconnects, rejoins and says so (the page re-reads)", async () => {
    const { ApiGatewayManagementApiClient, DeleteConnectionCommand } = await import("@aws-sdk/client-apigatewaymanagementapi");
    const { default: WebSocket } = await import("ws");
    const { createChannel, channelUrl } = await import("../../web/src/lib/realtime/channel");
    const { admin, league, members } = await leagueWith(1);
    const joined: string[] = [];
    const events: Array<{ type: string }> = [];
    const channel = createChannel({
      url: channelUrl(baseUrl()),
      open: (url) => new WebSocket(url, { headers: { cookie: sessionCookie(members[0]), origin: new URL(baseUrl()).origin } }) as never,
      onEvent: (event) => events.push(event),
      onJoined: (event) => joined.push(event.leagueId),
      heartbeatMs: 300,
      random: () => 0,
    });
    try {
      channel.join(league.id);
      await eventually(async () => expect(joined).toEqual([league.id]));
      await admin.call(contract.leagues.rename, { params: { id: league.id }, body: { name: "Heard Live" } });
      await eventually(async () => expect(events.map((e) => e.type)).toContain("board.changed"));
      await eventually(async () => expect(events.map((e) => e.type)).toContain("pong"));

      // The gateway drops the connection (a deploy, the 2-hour limit): the channel comes back by itself.
      const [connection] = await connections.roomConnections(league.id);
      const management = new ApiGatewayManagementApiClient({
        endpoint: inject("realtimeEndpoint"),
        region: "local",
        credentials: { accessKeyId: "local", secretAccessKey: "local" },
      });
      await management.send(new DeleteConnectionCommand({ ConnectionId: connection.connectionId }));
      await eventually(async () => expect(joined).toEqual([league.id, league.id]), 10_000);
      const [again] = await connections.roomConnections(league.id);
      expect(again.connectionId).not.toBe(connection.connectionId);
    } finally {
      channel.close();
    }
  });
});

describe("the socket's actions, by role and against a generated corpus", () => {
  it("lets exactly the league's members (admins included) into its room: not a signed-in outsider, not the site's creator, not the anonymous", async () => {
    const { admin, league, members } = await leagueWith(1);
    const outsider = await signedIn("outsider");
    const creator = await signedIn("creator", "creator@treble.test");
    const tryJoin = async (client: Browserish) => {
      const socket = await openSocket(baseUrl(), sessionCookie(client));
      socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId: league.id });
      const answer = await socket.next();
      await socket.close();
      return answer.type === "subscribed" ? "in" : answer.code;
    };
    expect({
      admin: await tryJoin(admin),
      member: await tryJoin(members[0]),
      outsider: await tryJoin(outsider),
      creator: await tryJoin(creator),
    }).toEqual({ admin: "in", member: "in", outsider: "NOT_IN_LEAGUE", creator: "NOT_IN_LEAGUE" });
    await expect(openSocket(baseUrl())).rejects.toMatchObject({ status: 401 });
  });

  it("answers every generated hostile message with an error event, and the rooms stay as they were", async () => {
    const fc = (await import("fast-check")).default;
    const { league, members } = await leagueWith(1);
    const other = await leagueWith(0);
    const socket = await subscribed(members[0], league.id);
    const before = [await room(league.id), await room(other.league.id)];
    const hostile = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 3 }),
      fc
        .record({
          v: fc.oneof(fc.constant(REALTIME_PROTOCOL), fc.anything({ maxDepth: 1 })),
          action: fc.oneof(fc.constantFrom(...clientActions, "pick", "pause", "__proto__", "constructor"), fc.string({ maxLength: 20 })),
          leagueId: fc.oneof(fc.constant(other.league.id), fc.string({ maxLength: 80 }), fc.anything({ maxDepth: 1 })),
          extra: fc.anything({ maxDepth: 1 }),
        })
        .map((message) => JSON.stringify(message)),
    );
    const corpus = fc.sample(hostile, { seed: 20261127, numRuns: 60 });
    for (const text of corpus) {
      socket.send(text);
      const answer = await socket.next();
      expect({ text, answer }).toMatchObject({ text, answer: { v: REALTIME_PROTOCOL, type: "error" } });
    }
    expect([await room(league.id), await room(other.league.id)]).toEqual(before);
    await socket.close();
  });
});
