import { CalendarClock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import type { WindowView } from "@/features/picks/lib/window/window";
import { ukDateTime, windowHeadline } from "@/features/picks/lib/window/countdown";

/** Re-renders every 30 seconds so the countdown moves. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The January window's state and countdown (product.md §10.11), on the league screens. */
export function WindowStatusCard({ window, linkToWindow = false }: { window: WindowView; linkToWindow?: boolean }) {
  const now = useNow();
  const { title, detail } = windowHeadline(window, now);
  const variant = window.state === "open" ? "live" : window.state === "upcoming" ? "navy" : "neutral";
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="window-status">
      <div className="flex min-w-0 items-start gap-3">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-pitch-600" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {title}
            <Badge variant={variant}>{detail}</Badge>
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            {window.seasonName}: 1 January to {ukDateTime(window.closesAt)} (UK time).{" "}
            {window.takesPart
              ? "One extra pick each; departed players are replaced the day after the close."
              : "Only leagues live before the deadline take part."}
          </p>
        </div>
      </div>
      {linkToWindow && window.takesPart && (window.state === "open" || window.executedRunId) && (
        <Link to="/window" className="shrink-0 text-sm font-semibold text-pitch-700 hover:underline">
          {window.state === "open" ? "Rank your extra pick" : "See the window draft"}
        </Link>
      )}
    </Card>
  );
}
