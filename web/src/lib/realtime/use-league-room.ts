import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import type { ServerEvent } from "@shared/contract/realtime";
import { createChannel, type Channel } from "./channel";

/** What a league's board screen shows that a board change can move: the tables, race and stats, the members, the league itself. */
const boardKey = (leagueId: string) => (key: unknown) =>
  typeof key === "string" &&
  (/^\/api\/user\/leagues/.test(key) || (/^\/api\/(leaderboard|dashboard|leagues\/)/.test(key) && key.includes(leagueId)));

type Revalidate = (leagueId: string) => void;

let channel: Channel | undefined;
const revalidators = new Set<Revalidate>();
/** The board version each league's screen last re-read at (an event at the same version changes nothing). */
const seen = new Map<string, string>();

/** Screens that read more than the board from a league's room (the live draft's). */
const listeners = new Set<(event: ServerEvent) => void>();
let lastPingAt = 0;

function onEvent(event: ServerEvent) {
  for (const listener of listeners) listener(event);
  if (event.type !== "board.changed") return;
  if (seen.get(event.leagueId) === event.version) return;
  seen.set(event.leagueId, event.version);
  for (const revalidate of revalidators) revalidate(event.leagueId);
}

/** The page's one channel, opened on first use and kept for the page's life (it rejoins rooms itself). */
function pageChannel(): Channel {
  if (!channel) {
    const created = createChannel({
      onEvent,
      // Joined (again): anything may have changed while the socket was down, so re-read.
      onJoined: (leagueId) => {
        seen.delete(leagueId);
        for (const revalidate of revalidators) revalidate(leagueId);
      },
    });
    window.addEventListener("online", () => created.wake());
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && created.wake());
    channel = created;
  }
  return channel;
}

/**
 * Keeps a league's board screen current: the page joins the league's realtime room, and every
 * board change, (re)connect or version gap re-reads the board's calls through SWR (an unchanged
 * board answers 304). Nothing is read from the socket itself.
 */
export function useLeagueRoom(leagueId: string | undefined) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!leagueId || typeof WebSocket === "undefined") return;
    const revalidate: Revalidate = (changed) => {
      if (changed === leagueId) void mutate(boardKey(leagueId));
    };
    revalidators.add(revalidate);
    const joined = pageChannel();
    joined.join(leagueId);
    return () => {
      revalidators.delete(revalidate);
      joined.leave(leagueId);
    };
  }, [leagueId, mutate]);
}

/**
 * A league's room for a screen that reads its own events (the live draft's `draft.changed`): every
 * event reaches `onEvent`, `subscribed` included (joined or rejoined: re-read everything); with a
 * `pong`, `sentAt` is when `pingRoom` asked for it.
 */
export function useRoomEvents(leagueId: string | undefined, onEvent: (event: ServerEvent, sentAt: number) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!leagueId || typeof WebSocket === "undefined") return;
    const listener = (event: ServerEvent) => latest.current(event, lastPingAt);
    listeners.add(listener);
    const joined = pageChannel();
    joined.join(leagueId);
    return () => {
      listeners.delete(listener);
      joined.leave(leagueId);
    };
  }, [leagueId]);
}

/** Asks the server for its time now: the `pong` comes back with it, and its listener is told when it was asked. */
export function pingRoom() {
  lastPingAt = Date.now();
  pageChannel().ping();
}
