import { expect } from "vitest";
import WebSocket from "ws";
import { REALTIME_PATH, REALTIME_PROTOCOL } from "../../shared/contract/realtime";
import type { Browserish } from "./client";

export interface TestSocket {
  socket: WebSocket;
  /** Sends a value as JSON, or a string as it is. */
  send(message: unknown): void;
  /** The next message the server sends, parsed (JSON, or the text when it is not). */
  next(timeoutMs?: number): Promise<any>;
  /**
   * The next message of this `type`, passing over others (a goal also posts its line to the chat's
   * room, and its `chat.posted` may come first).
   */
  nextOf(type: string, timeoutMs?: number): Promise<any>;
  /** Every message received so far and not yet taken by next(). */
  pending: unknown[];
  /** Resolves with the close's code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<{ code: number; reason: string }>;
}

/**
 * A WebSocket to the host's realtime channel, as a browser on the app's origin opens it (its
 * Origin and, given one, the session cookie). Rejects with the handshake's HTTP status when the
 * host refuses it.
 */
export function openSocket(baseUrl: string, cookie?: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const url = new URL(REALTIME_PATH, baseUrl);
  url.protocol = "ws:";
  const socket = new WebSocket(url, {
    headers: { origin: new URL(baseUrl).origin, ...(cookie ? { cookie } : {}), ...headers },
  });
  const pending: unknown[] = [];
  const waiting: Array<(message: unknown) => void> = [];
  socket.on("message", (data: Buffer) => {
    const text = data.toString("utf8");
    let message: unknown = text;
    try {
      message = JSON.parse(text);
    } catch {
      // Not JSON: the test sees the text.
    }
    const take = waiting.shift();
    if (take) take(message);
    else pending.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString("utf8") })),
  );
  const next = (timeoutMs = 10_000): Promise<any> =>
    pending.length
      ? Promise.resolve(pending.shift())
      : new Promise((resolveNext, rejectNext) => {
          const timer = setTimeout(() => rejectNext(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
          waiting.push((message) => {
            clearTimeout(timer);
            resolveNext(message);
          });
        });
  const nextOf = async (type: string, timeoutMs = 10_000): Promise<any> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const message = (await next(Math.max(1, until - Date.now()))) as { type?: string };
      if (message?.type === type) return message;
    }
  };
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_req, res) => {
      reject(Object.assign(new Error(`handshake refused: ${res.statusCode}`), { status: res.statusCode }));
      socket.terminate();
    });
    socket.once("error", reject);
    socket.once("open", () =>
      resolve({
        socket,
        pending,
        closed,
        send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
        next,
        nextOf,
        close: () => {
          socket.close(1000);
          return closed;
        },
      }),
    );
  });
}

/** The cookie a signed-in client's browser sends with the socket's handshake. */
export const sessionCookie = (client: Browserish) => `treble_session=${client.cookie("treble_session")}`;

/** A signed-in client's socket in the league's room, once the server says it subscribed. */
export async function subscribedSocket(baseUrl: string, client: Browserish, leagueId: string): Promise<TestSocket> {
  const socket = await openSocket(baseUrl, sessionCookie(client));
  socket.send({ v: REALTIME_PROTOCOL, action: "subscribe", leagueId });
  expect(await socket.next()).toMatchObject({ type: "subscribed", leagueId });
  return socket;
}
