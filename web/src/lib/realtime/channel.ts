import {
  HEARTBEAT_MS,
  readServerEvent,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  type ServerEvent,
  type ServerEventOf,
} from "@shared/contract/realtime";
import { reconnectDelay } from "./backoff";

/** The part of the browser's WebSocket the channel uses (the `ws` package's client has it too, for tests). */
interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export interface ChannelOptions {
  /** `ws(s)://<origin>/ws`; the page's own origin by default. */
  url?: string;
  open?: (url: string) => SocketLike;
  /** Every event the server sent that this client understands. */
  onEvent: (event: ServerEvent) => void;
  /**
   * Each (re)connect's room joined, with the versions the league is at now: what happened while
   * disconnected shows as a version other than the page's, which it then re-reads.
   */
  onJoined: (joined: ServerEventOf<"subscribed">) => void;
  heartbeatMs?: number;
  random?: () => number;
}

export const channelUrl = (origin: string) => `${origin.replace(/^http/, "ws")}${REALTIME_PATH}`;

/**
 * One connection to the realtime channel for the page, in one league's room at a time. It
 * reconnects after any drop with a jittered backoff (reset once a connection opens), sends a
 * heartbeat well within API Gateway's idle timeout, and rejoins its room on every connect. It keeps
 * no state: events only tell the page what to re-read over HTTP.
 */
export function createChannel(options: ChannelOptions) {
  const url = options.url ?? channelUrl(window.location.origin);
  const open = options.open ?? ((to: string) => new WebSocket(to) as unknown as SocketLike);
  let socket: SocketLike | undefined;
  let room: string | undefined;
  let attempt = 0;
  let stopped = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const send = (message: object) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify({ v: REALTIME_PROTOCOL, ...message }));
  };

  const connect = () => {
    retry = undefined;
    if (stopped) return;
    const current = open(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      if (room) send({ action: "subscribe", leagueId: room });
      heartbeat = setInterval(() => send({ action: "ping" }), options.heartbeatMs ?? HEARTBEAT_MS);
    };
    current.onmessage = (message) => {
      const event = readServerEvent(message.data);
      if (!event) return;
      if (event.type === "subscribed") options.onJoined(event);
      options.onEvent(event);
    };
    // A refused handshake, the idle or 2-hour limit, a deploy, a network change: all come back here.
    current.onclose = () => {
      clearInterval(heartbeat);
      if (socket !== current || stopped) return;
      socket = undefined;
      retry = setTimeout(connect, reconnectDelay(attempt++, options.random));
    };
    current.onerror = () => undefined;
  };

  return {
    /** Enters a league's room (leaving the one it was in); connects on first use. */
    join(leagueId: string) {
      if (room === leagueId) return;
      if (room) send({ action: "unsubscribe", leagueId: room });
      room = leagueId;
      if (socket) send({ action: "subscribe", leagueId });
      else if (!retry) connect();
    },
    leave(leagueId: string) {
      if (room !== leagueId) return;
      send({ action: "unsubscribe", leagueId });
      room = undefined;
    },
    /** A heartbeat now: its `pong` carries the server's time, which a countdown measures its offset with. */
    ping() {
      send({ action: "ping" });
    },
    /** Reconnects now instead of at the backoff's time (the page came back online or into view). */
    wake() {
      if (socket || stopped || !room) return;
      clearTimeout(retry);
      connect();
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      socket?.close(1000);
      socket = undefined;
    },
  };
}

export type Channel = ReturnType<typeof createChannel>;
