import { ArrowRight, Radio } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { useSelectedLeague } from "@/components/session/selected-league-provider";
import { serverClock, useLiveDraft } from "../api/live-draft";
import { useNow } from "../hooks/use-live-draft-room";
import { formatClock } from "@shared/live-draft/clock";
import { msLeft } from "../lib/server-clock";

/**
 * The way into the draft room from Home and the leaderboard while the selected league's live
 * draft is scheduled, running or paused; nothing otherwise (and no call at all for a live league).
 */
export function LiveDraftLink() {
  const { league } = useSelectedLeague();
  const { view } = useLiveDraft(league?.isDraftMode ? league.id : undefined);
  const scheduled = view?.status === "scheduled";
  const now = useNow(scheduled, 1000);
  if (!view || !(scheduled || view.status === "running" || view.status === "paused")) return null;
  const startsIn = scheduled && view.startsAt ? msLeft(Date.parse(view.startsAt), now, serverClock.offset()) : 0;
  return (
    <section
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-gradient-to-r from-pitch-700 to-navy-900 p-4 text-white shadow-lg"
      data-testid="live-draft-link"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Radio className="size-5 shrink-0 text-gold-400" aria-hidden />
        {scheduled
          ? `The live draft starts ${startsIn > 0 ? `in ${formatClock(startsIn)}` : "now"}`
          : view.status === "paused"
            ? "The live draft is paused"
            : view.turn
              ? `The live draft is on: ${view.turn.username} is picking`
              : "The live draft is on"}
      </p>
      <Button asChild variant="light" size="sm">
        <Link to="/draft-room">
          Open the draft room <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
