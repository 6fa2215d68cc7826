import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { applyPickGoals, type PickGoals } from "@shared/board-delta";
import type { BoardRow } from "@shared/contract/responses";
import type { ServerEvent } from "@shared/contract/realtime";
import { contract } from "@shared/contract/routes";
import { urlOf } from "@/lib/url-of";
import type { Channel } from "./channel";
import { showGoalMoment } from "./goal-moments";
import { whenSettled } from "@/lib/when-settled";

/** What a league's board screen shows that a board change can move: the tables, race and stats, the members, the league itself. */
const boardKey = (leagueId: string) => (key: unknown) =>
  typeof key === "string" &&
  (/^\/api\/user\/leagues/.test(key) || (/^\/api\/(leaderboard|dashboard|leagues\/)/.test(key) && key.includes(leagueId)));

/** What goals move besides the live table: the goal race, past gameweeks' tables and the scorers. */
const goalKey = (key: unknown) =>
  typeof key === "string" && (/^\/api\/leaderboard\/./.test(key) || /^\/api\/(goal-scorers|gameweeks\/\d+\/goalscorers)/.test(key));

type Revalidate = (leagueId: string, only?: (key: unknown) => boolean) => void;
type Patch = (leagueId: string, picks: PickGoals[]) => Promise<boolean>;

let channel: Promise<Channel> | undefined;
const revalidators = new Set<Revalidate>();
const patchers = new Set<Patch>();
/** The board version each league's screen is at (an event at the same version changes nothing). */
const seen = new Map<string, string>();

/** Screens that read more than the board from a league's room (the live draft's). */
const listeners = new Set<(event: ServerEvent) => void>();
let lastPingAt = 0;

/**
 * A board change: when it carries the changed picks and follows the version this screen has,
 * the live table is patched in place (no request) and only what goals move besides it re-read;
 * after a gap (a change missed while away), or when the patch does not fit the table held, all
 * of it is re-read. Goals show their moment on the rows and players either way.
 */
async function onEvent(event: ServerEvent) {
  for (const listener of listeners) listener(event);
  if (event.type !== "board.changed") return;
  if (seen.get(event.leagueId) === event.version) return;
  const follows = event.previous !== undefined && seen.get(event.leagueId) === event.previous;
  seen.set(event.leagueId, event.version);
  if (event.picks && event.scored) showGoalMoment(event.picks, event.scored, event.takenBack);
  const picks = event.picks;
  let patched = false;
  if (follows && picks) for (const patch of patchers) patched = (await patch(event.leagueId, picks)) || patched;
  for (const revalidate of revalidators) revalidate(event.leagueId, patched ? goalKey : undefined);
}

/**
 * How many of the page's parts are in each league's room (the board and the chat beside it): the
 * room is left when the last of them goes, not when the first does.
 */
const holders = new Map<string, number>();
function enter(leagueId: string) {
  holders.set(leagueId, (holders.get(leagueId) ?? 0) + 1);
  void pageChannel().then((opened) => opened.join(leagueId));
}
function leave(leagueId: string) {
  const left = (holders.get(leagueId) ?? 1) - 1;
  if (left > 0) holders.set(leagueId, left);
  else {
    holders.delete(leagueId);
    void pageChannel().then((opened) => opened.leave(leagueId));
  }
}

/**
 * How long after the first screen asks for its room the channel's code loads and the socket opens:
 * the code (the server events' schemas, zod with them) parsed and run among the screen's first
 * renders cost a phone's board and draft room a tenth of a second each (decision 0338); what changes
 * meanwhile is not missed, since joining at another version than the page holds re-reads it.
 */
const ROOM_SETTLE_MS = 2000;

/** The page's one channel, opened once its first screen has settled and kept for the page's life (it rejoins rooms itself). */
function pageChannel(): Promise<Channel> {
  channel ??= whenSettled(ROOM_SETTLE_MS)
    .then(() => import("./channel"))
    .then(({ createChannel }) => {
      const created = createChannel({
        onEvent: (event) => void onEvent(event),
        // Joined (again): what changed while the socket was down, or since the page read the board,
        // shows as another version than the one held; at the same version nothing is asked again.
        onJoined: ({ leagueId, version }) => {
          const held = seen.get(leagueId);
          seen.set(leagueId, version);
          if (held !== version) for (const revalidate of revalidators) revalidate(leagueId);
        },
      });
      window.addEventListener("online", () => created.wake());
      document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && created.wake());
      return created;
    });
  return channel;
}

/**
 * Keeps a league's board screen current: the page joins the league's realtime room; a goal's
 * changed picks patch the live table held in SWR, and every other board change, version gap, or
 * (re)connect at another version than `heldVersion` (the league list's, read before the board)
 * re-reads the board's calls (an unchanged board answers 304).
 */
export function useLeagueRoom(leagueId: string | undefined, heldVersion?: string) {
  const { mutate } = useSWRConfig();
  // Before the room is joined (effects run in order), and again whenever the list is read anew; an
  // older version than an event's only costs a re-read at the next join, never a missed change.
  useEffect(() => {
    if (leagueId && heldVersion) seen.set(leagueId, heldVersion);
  }, [leagueId, heldVersion]);
  useEffect(() => {
    if (!leagueId || typeof WebSocket === "undefined") return;
    const revalidate: Revalidate = (changed, only) => {
      const matches = boardKey(leagueId);
      if (changed === leagueId) void mutate((key) => (only ? only(key) && String(key).includes(leagueId) : matches(key)));
    };
    const liveKey = urlOf(contract.leaderboard.leaderboard, { query: { leagueId } });
    const patch: Patch = async (changed, picks) => {
      if (changed !== leagueId) return false;
      let fitted = false;
      await mutate(
        liveKey,
        (rows?: BoardRow[]) => {
          const next = rows && applyPickGoals(rows, picks);
          fitted = Boolean(next);
          return next ?? rows;
        },
        { revalidate: false },
      );
      return fitted;
    };
    revalidators.add(revalidate);
    patchers.add(patch);
    enter(leagueId);
    return () => {
      revalidators.delete(revalidate);
      patchers.delete(patch);
      leave(leagueId);
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
    enter(leagueId);
    return () => {
      listeners.delete(listener);
      leave(leagueId);
    };
  }, [leagueId]);
}

/** Asks the server for its time now: the `pong` comes back with it, and its listener is told when it was asked. */
export function pingRoom() {
  lastPingAt = Date.now();
  void pageChannel().then((opened) => opened.ping());
}
