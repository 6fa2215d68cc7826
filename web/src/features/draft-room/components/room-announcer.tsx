import { useEffect, useRef, useState } from "react";
import type { LiveDraftView } from "@shared/contract/responses";
import { serverClock } from "../api/live-draft";
import { useNow } from "../hooks/use-draft-room";
import { msLeft } from "../lib/server-clock";
import { roomMoment, WARNING_TEXT, warningDue } from "../lib/room-moments";

/**
 * The room's polite live region (decision 0293): a screen reader hears the moments (whose turn,
 * each pick, yours confirmed by name, a pause, the end, "10 seconds left" on your own turn),
 * never the clock's ticks, which are shown but not announced. A refused action is the toast's
 * to say (its own live region).
 */
export function RoomAnnouncer({ view }: { view: LiveDraftView }) {
  const [said, setSaid] = useState("");
  const previous = useRef<LiveDraftView | undefined>(undefined);
  const warnedFor = useRef<number | undefined>(undefined);

  useEffect(() => {
    const moment = roomMoment(previous.current, view);
    previous.current = view;
    if (moment) setSaid(moment);
  }, [view]);

  const mine = view.status === "running" && !!view.turn && view.turn.participantId === view.me?.participantId;
  const now = useNow(mine, 500);
  const left = mine && view.deadline !== undefined ? msLeft(view.deadline, now, serverClock.offset()) : 0;
  useEffect(() => {
    if (!warningDue(view, left, warnedFor.current)) return;
    warnedFor.current = view.turn?.overall;
    setSaid(WARNING_TEXT);
  }, [view, left]);

  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="room-announcer">
      {said}
    </div>
  );
}
