import { useEffect, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { pingRoom, useRoomEvents } from "@/lib/realtime/use-league-room";
import { serverClock, useLiveDraft } from "../api/live-draft";

/** A moment after a deadline: the server's clock has had its look by then. */
const AFTER_DEADLINE_MS = 600;
/** Who has the room open is not announced: a read every so often keeps it roughly current. */
const PRESENCE_REFRESH_MS = 30_000;
/** How often a running draft is read while this page has not yet heard the server announce a change. */
const UNANNOUNCED_REFRESH_MS = 2_000;

/** The client's clock, ticking while a countdown is on screen. */
export function useNow(active: boolean, everyMs = 250) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}

/**
 * The live draft room's state: the draft read over HTTP, re-read on every `draft.changed` of a
 * version it has not seen, on every (re)join of the league's room that tells a newer version than
 * the one read (whatever happened while the socket was down), and once just after the current deadline or scheduled start (the
 * server's clock autopicks or starts then, announced or not). The server's time comes with every
 * read and every pong, so the countdown is on the server's clock.
 */
export function useLiveDraftRoom(leagueId: string) {
  // Until the room hears one `draft.changed`, a server that does not announce draft changes (or a
  // socket that cannot connect) is read every few seconds while picks are being made (decision 0231, the draft room reads its state over HTTP).
  const [announced, setAnnounced] = useState(false);
  const { view, error, isLoading, reload } = useLiveDraft(leagueId, {
    refreshMs: (latest) =>
      !announced && (latest?.status === "running" || latest?.status === "paused") ? UNANNOUNCED_REFRESH_MS : PRESENCE_REFRESH_MS,
  });
  const { mutate } = useSWRConfig();

  // A join's version, told while the first read was still on its way: compared once that read lands.
  const toldOnJoin = useRef<string | undefined>(undefined);
  useRoomEvents(leagueId, (event, sentAt) => {
    if (event.type === "pong") serverClock.sample({ sentAt, receivedAt: Date.now(), serverTime: event.serverTime });
    if (event.type === "subscribed" && event.leagueId === leagueId) {
      pingRoom();
      // Re-read only a draft held at another version than the room's now (decision 0325); a server
      // that tells the version on joining announces the draft's changes too.
      if (event.draftVersion === undefined) void reload();
      else {
        setAnnounced(true);
        if (!view) toldOnJoin.current = event.draftVersion;
        else if (String(view.version) !== event.draftVersion) void reload();
      }
    }
    if (event.type !== "draft.changed" || event.leagueId !== leagueId) return;
    setAnnounced(true);
    if (event.version !== String(view?.version)) void reload();
  });
  const held = view?.version;
  useEffect(() => {
    if (toldOnJoin.current === undefined || held === undefined) return;
    if (String(held) !== toldOnJoin.current) void reload();
    toldOnJoin.current = undefined;
  }, [held, reload]);

  // The next moment the server's clock acts on its own: the turn's deadline or the start.
  const next =
    view?.status === "running" ? view.deadline : view?.status === "scheduled" && view.startsAt ? Date.parse(view.startsAt) : undefined;
  useEffect(() => {
    if (next === undefined) return;
    const wait = Math.max(0, next - (Date.now() + serverClock.offset())) + AFTER_DEADLINE_MS;
    const timer = setTimeout(() => void reload(), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [next, view?.version, reload]);

  // The last pick made the league live: the league list (its mode, the menu) is read again.
  const done = view?.status === "done";
  useEffect(() => {
    if (done) void mutate((key) => typeof key === "string" && key.startsWith("/api/user/leagues"));
  }, [done, mutate]);

  return { view, error, isLoading, reload };
}
