/** API Gateway's WebSocket limits on the local host, with short ones on a host of the file's own: idle timeout, connection lifetime, frames and messages, and the @connections API the functions send through. */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  PostToConnectionCommand,
} from "@aws-sdk/client-apigatewaymanagementapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_PROTOCOL, realtimeLimits } from "../../shared/contract/realtime";
import { Browserish } from "../support/client";
import { startOwnHost } from "../support/own-host";
import { untilQuiet } from "../support/quiet";
import { openSocket, type TestSocket } from "../support/socket";
import type { LocalHost } from "../../infra/local/host";
import { contract } from "../../shared/contract/routes";

const IDLE_MS = 1500;
const LIFETIME_MS = 5000;

let host: LocalHost;
let member: Browserish;
let leagueId: string;
let management: ApiGatewayManagementApiClient;
let connections: typeof import("../../functions/data/stores/connections-store");

beforeAll(async () => {
  host = await startOwnHost("realtime-limits", {
    creatorEmails: "",
    seedFeed: false,
    realtimeLimits: { idleTimeoutMs: IDLE_MS, maxConnectionMs: LIFETIME_MS },
  });
  process.env.DYNAMODB_ENDPOINT = host.dynamoEndpoint;
  process.env.TABLE_NAME = "treble";
  connections = await import("../../functions/data/stores/connections-store");
  member = new Browserish(host.url);
  await member.signIn("limits@example.com", "Limits");
  const created = await member.call(contract.leagues.create, { body: { name: "Limits League" } });
  leagueId = created.body.id;
  management = new ApiGatewayManagementApiClient({
    endpoint: host.realtimeEndpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
});
afterAll(async () => {
  await host?.close();
});

const open = () => openSocket(host.url, `treble_session=${member.cookie("treble_session")}`);

/** A socket in the league's room, and its connection id (from the store: the client never learns it). */
async function inRoom(): Promise<{ socket: TestSocket; connectionId: string; sentAt: number }> {
  const before = new Set((await connections.roomConnections(leagueId)).map((c) => c.connectionId));
  const socket = await open();
  const sentAt = Date.now();
  socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId });
  expect(await socket.next()).toMatchObject({ type: "subscribed" });
  const added = (await connections.roomConnections(leagueId)).find((c) => !before.has(c.connectionId));
  return { socket, connectionId: added!.connectionId, sentAt };
}

describe("API Gateway's limits on the local host", () => {
  it("closes a connection whose client sent nothing for the idle timeout (1001), and its $disconnect removes it", async () => {
    const { socket, connectionId, sentAt } = await inRoom();
    const closed = await socket.closed;
    expect(closed.code).toBe(1001);
    // Counted from the client's last message, not from the server's answer to it.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(IDLE_MS - 50);
    await untilQuiet(host.url);
    expect(await connections.findConnection(connectionId)).toBeUndefined();
  });

  it("keeps a connection whose client sends a heartbeat within the idle timeout, until the connection limit", async () => {
    const socket = await open();
    const started = Date.now();
    const beat = setInterval(() => socket.send({ v: REALTIME_PROTOCOL, action: "ping" }), IDLE_MS / 3);
    const closed = await socket.closed;
    clearInterval(beat);
    expect(closed.code).toBe(1001);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIFETIME_MS - 200);
  });

  it("sends a message over one frame's 32 KB whole (in fragments), and refuses one over 128 KB with 413", async () => {
    const { socket, connectionId } = await inRoom();
    const big = JSON.stringify({ filler: "é".repeat(realtimeLimits.maxFrameBytes) });
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: big }));
    expect(await socket.next()).toEqual(JSON.parse(big));
    const tooBig = "x".repeat(realtimeLimits.maxMessageBytes + 1);
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: tooBig }))).rejects.toMatchObject({
      name: "PayloadTooLargeException",
      $metadata: { httpStatusCode: 413 },
    });
    socket.send({ v: REALTIME_PROTOCOL, action: "ping" });
    expect(await socket.next()).toMatchObject({ type: "pong" });
    await socket.close();
  });

  it("answers GetConnection and DeleteConnection (which closes the socket), then 410 Gone for it", async () => {
    const { socket, connectionId } = await inRoom();
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBeTruthy();
    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect((await socket.closed).code).toBe(1000);
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: "{}" }))).rejects.toMatchObject({
      name: "GoneException",
      $metadata: { httpStatusCode: 410 },
    });
    await untilQuiet(host.url);
    expect(await connections.findConnection(connectionId)).toBeUndefined();
  });
});
