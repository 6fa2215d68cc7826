import { randomUUID } from "node:crypto";
import {
  REALTIME_PROTOCOL,
  readClientMessage,
  realtimeError,
  realtimeMessages,
  type ClientMessage,
  type ServerEvent,
} from "../../shared/contract/realtime";
import { closeConnection, findConnection, joinRoom, leaveRoom, openConnection } from "../data/stores/connections-store";
import { getLeague, getMembership } from "../data/stores/leagues-store";
import { newestMessageId } from "../data/stores/chat-store";
import { liveDraftVersion } from "../data/stores/live-draft-store";
import { config } from "../config";
import { logFailure } from "../lib/ops-log";
import { readCookie } from "../lib/cookies";
import { SESSION_COOKIE, sessionUser } from "../lib/session";
import { isSessionLive, sessionHashOf } from "../data/stores/sessions-store";
import { leagueVersion } from "./league-version";

/**
 * The event API Gateway's WebSocket API hands the function (and the local host builds the same):
 * `$connect` carries the handshake's headers, `$default` the message's text, `$disconnect` why.
 */
export interface WebSocketEvent {
  requestContext: {
    routeKey: string;
    eventType: "CONNECT" | "MESSAGE" | "DISCONNECT";
    connectionId: string;
    domainName: string;
    stage: string;
    requestId?: string;
    messageId?: string;
    connectedAt?: number;
    disconnectStatusCode?: number;
    disconnectReason?: string;
  };
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
}

/** `$connect` accepts with 2xx and refuses with anything else; `$default`'s body goes back to the sender (its route response). */
export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

const header = (event: WebSocketEvent, name: string) =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

const answer = (event: ServerEvent): WebSocketResult => ({ statusCode: 200, body: JSON.stringify(event) });

/**
 * `$connect`: the session cookie (the socket is on the app's own origin, so the browser sends it)
 * names a signed-in user, and a browser's Origin is the app's own (another site's page could
 * otherwise open a socket with the user's cookie).
 */
async function connect(event: WebSocketEvent): Promise<WebSocketResult> {
  const origin = header(event, "origin");
  if (origin !== undefined && origin !== config.publicUrl) return { statusCode: 403, body: "Forbidden" };
  const cookie = header(event, "cookie");
  const cookies = cookie ? [cookie] : undefined;
  const user = await sessionUser(cookies);
  if (!user) return { statusCode: 401, body: "Unauthorized" };
  await openConnection(event.requestContext.connectionId, user.userId, sessionHashOf(readCookie(cookies, SESSION_COOKIE) ?? ""));
  return { statusCode: 200 };
}

async function act(connectionId: string, message: ClientMessage): Promise<ServerEvent> {
  const connection = await findConnection(connectionId);
  // Its `$connect` item is gone (expired, or `$disconnect` overtook this message): nothing to act for.
  if (!connection) return realtimeError("NOT_SUBSCRIBED", realtimeMessages.notSubscribed, message.action);
  switch (message.action) {
    case "ping":
      return { v: REALTIME_PROTOCOL, type: "pong", serverTime: Date.now() };
    case "subscribe": {
      const [league, membership, signedIn, draftVersion, chatVersion] = await Promise.all([
        getLeague(message.leagueId),
        getMembership(message.leagueId, connection.userId),
        // A socket outlives its session's sign-out until its limit: it joins no room after it.
        connection.sessionHash ? isSessionLive(connection.sessionHash) : true,
        // Both versions, so a page re-reads neither when it already holds them (decision 0325).
        liveDraftVersion(message.leagueId),
        newestMessageId(message.leagueId),
      ]);
      if (!signedIn) return realtimeError("SIGNED_OUT", realtimeMessages.signedOut, "subscribe");
      if (!league) return realtimeError("LEAGUE_NOT_FOUND", realtimeMessages.leagueNotFound, "subscribe");
      if (!membership) return realtimeError("NOT_IN_LEAGUE", realtimeMessages.notMember, "subscribe");
      if (!(await joinRoom(connectionId, league.leagueId)))
        return realtimeError("NOT_SUBSCRIBED", realtimeMessages.notSubscribed, "subscribe");
      return {
        v: REALTIME_PROTOCOL,
        type: "subscribed",
        leagueId: league.leagueId,
        version: leagueVersion(league),
        draftVersion: String(draftVersion),
        chatVersion,
      };
    }
    case "unsubscribe": {
      if (connection.leagueId !== message.leagueId || !(await leaveRoom(connectionId, message.leagueId)))
        return realtimeError("NOT_SUBSCRIBED", realtimeMessages.notSubscribed, "unsubscribe");
      return { v: REALTIME_PROTOCOL, type: "unsubscribed", leagueId: message.leagueId };
    }
  }
}

/** `$default`: every message. A message that is not one of ours is answered with an error and changes nothing. */
async function receive(event: WebSocketEvent): Promise<WebSocketResult> {
  const read = event.isBase64Encoded ? readClientMessage(undefined) : readClientMessage(event.body);
  if (!read.ok) return answer(read.error);
  return answer(await act(event.requestContext.connectionId, read.message));
}

/**
 * The realtime channel's one function, for all three routes (one invoke permission, one log group).
 * Its answers never show internals: a failure is logged and answered with an INTERNAL error event.
 */
export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const { routeKey, connectionId } = event.requestContext;
  try {
    if (routeKey === "$connect") return await connect(event);
    if (routeKey === "$disconnect") {
      await closeConnection(connectionId);
      return { statusCode: 200 };
    }
    return await receive(event);
  } catch (error) {
    logFailure(error, event.requestContext.requestId ?? randomUUID(), `WebSocket ${routeKey}`);
    if (routeKey === "$connect") return { statusCode: 500, body: "Internal Server Error" };
    return answer(realtimeError("INTERNAL", realtimeMessages.internal));
  }
}
