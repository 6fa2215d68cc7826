import type { BoardRow } from "@shared/contract/responses";
import { placeInWords, sharedPositions } from "@shared/places";
import { useEffect, useState } from "react";
import { useGoalMoment } from "@/lib/realtime/goal-moments";
import { ownMomentText } from "../lib/own-moment-text";

/**
 * Whether the viewer's row is out of sight: not rendered (the board renders only the rows near
 * the screen) or not wholly in the window, as at 1280×800 where the table starts ~775 px down.
 */
function viewerRowOutOfSight(): boolean {
  const row = document.querySelector('[data-testid="board-row"][aria-current="true"]');
  if (!row) return true;
  const { top, bottom } = row.getBoundingClientRect();
  return top < 0 || bottom > window.innerHeight;
}

/**
 * The viewer's own goal moment when their row is out of sight: a line pinned to the bottom of the
 * window says who scored (or whose goal was taken back) for them and their place now, for the
 * moment's few seconds. Its live region is always there and says the words whether or not the
 * line shows, so a screen reader hears a goal for one of its user's players, or a take-back, politely.
 */
export function OwnGoalToast({ rows, viewerMembershipId }: { rows: readonly BoardRow[]; viewerMembershipId: string }) {
  const moment = useGoalMoment();
  const viewer = rows.find((r) => r.leagueUserId === viewerMembershipId);
  const mine = viewer ? moment.picks.filter((p) => p.userId === viewer.userId) : [];
  const [outOfSight, setOutOfSight] = useState(false);
  const active = mine.length > 0;
  // Looked at through the moment's few seconds: the strip above the table and the rows move as
  // the goal lands, and a viewer who scrolls to their row sees the moment there instead.
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setOutOfSight(viewerRowOutOfSight()), 250);
    return () => {
      clearInterval(timer);
      setOutOfSight(false);
    };
  }, [active]);
  const name = (playerId: number) => viewer?.picks.find((p) => p.playerId === playerId)?.playerName ?? "Your player";
  const text =
    viewer && mine.length > 0
      ? ownMomentText(
          mine.filter((p) => !p.takenBack).map((p) => name(p.playerId)),
          mine.filter((p) => p.takenBack).map((p) => name(p.playerId)),
          placeInWords(viewer.position, sharedPositions(rows).has(viewer.position)),
        )
      : undefined;
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {/* In sight, the row shows the moment; a screen reader still hears the words, once. */}
      {text && (
        <p
          data-testid={outOfSight ? "goal-toast" : "goal-moment-words"}
          className={
            outOfSight
              ? "max-w-md rounded-2xl bg-navy-900 px-4 py-3 text-sm font-semibold text-white shadow-lg motion-safe:animate-toast-in"
              : "sr-only"
          }
        >
          {text}
        </p>
      )}
    </div>
  );
}
