import { useEffect } from "react";
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

function onEvent(event: ServerEvent) {
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
