import { useEffect, useRef, useState } from "react";
import type { LiveDraftView } from "@shared/contract/responses";
import { serverClock } from "../api/live-draft";
import { noticeBetween, type RoomNotice } from "../lib/room-notices";
import { msLeft } from "../lib/server-clock";

/**
 * The room's notice to its member, from each new read of the draft against the one before: an
 * admin took back their pick or picked for them. It stays until dismissed or replaced.
 */
export function useRoomNotice(view: LiveDraftView | undefined) {
  const previous = useRef<LiveDraftView | undefined>(undefined);
  const [notice, setNotice] = useState<RoomNotice>();
  useEffect(() => {
    if (!view) return;
    const left =
      view.status === "running" && view.deadline !== undefined
        ? msLeft(view.deadline, Date.now(), serverClock.offset())
        : (view.leftMs ?? 0);
    const next = noticeBetween(previous.current, view, left);
    previous.current = view;
    if (next) setNotice(next);
  }, [view]);
  return { notice, dismiss: () => setNotice(undefined) };
}
