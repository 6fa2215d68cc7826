import { useEffect, useRef, useState } from "react";
import type { LiveDraftView } from "@shared/contract/responses";
import { roomMoment } from "../lib/room-moments";

/**
 * The room's polite live region (decision 0293): a screen reader hears the moments (whose turn,
 * each pick, yours confirmed by name, a pause, the end), never the clock's ticks, which are shown
 * but not announced. The turn card's own status says "10 seconds left" on your turn, and a
 * refused action is the toast's to say (its own live region).
 */
export function RoomAnnouncer({ view }: { view: LiveDraftView }) {
  const [said, setSaid] = useState("");
  const previous = useRef<LiveDraftView | undefined>(undefined);

  useEffect(() => {
    const moment = roomMoment(previous.current, view);
    previous.current = view;
    if (moment) setSaid(moment);
  }, [view]);

  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="room-announcer">
      {said}
    </div>
  );
}
