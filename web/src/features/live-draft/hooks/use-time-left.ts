import type { LiveDraftView } from "@shared/contract/responses";
import { serverClock } from "../api/live-draft";
import { msLeft } from "../lib/server-clock";
import { useNow } from "./use-live-draft-room";

/**
 * The turn's time left, ticking on the server's clock while the draft runs; a paused draft's is
 * the time it kept. The tick's `now` is stale on the first render after a resume (it stopped at
 * the pause), so the time left is capped at what the server said was left when it answered: the
 * clock never shows the pause's length on top for a moment.
 */
export function useTimeLeft(view: LiveDraftView): number {
  const running = view.status === "running" && view.deadline !== undefined;
  const now = useNow(running);
  if (!running) return view.leftMs ?? 0;
  const deadline = view.deadline as number;
  return Math.min(msLeft(deadline, now, serverClock.offset()), Math.max(0, deadline - view.serverTime));
}
