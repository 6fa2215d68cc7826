import type { LiveDraftView } from "@shared/contract/responses";
import { cn } from "@/lib/cn";
import { serverClock } from "../api/live-draft";
import { useNow } from "../hooks/use-draft-room";
import { formatClock } from "@shared/live-draft/clock";
import { msLeft } from "../lib/server-clock";

/**
 * The turn's clock, counting down on the client from the server's deadline corrected by the
 * measured offset (no message per second); a paused draft shows the time it kept.
 */
export function PickClock({ view, className }: { view: LiveDraftView; className?: string }) {
  const running = view.status === "running" && view.deadline !== undefined;
  const now = useNow(running);
  const left = running ? msLeft(view.deadline as number, now, serverClock.offset()) : (view.leftMs ?? 0);
  const share = view.clock?.turnMs ? Math.min(1, left / view.clock.turnMs) : 0;
  const urgent = running && left < Math.min(10_000, (view.clock?.turnMs ?? 0) / 3);
  return (
    <div className={cn("min-w-24 text-right", className)}>
      <p
        className={cn(
          "font-mono text-3xl font-extrabold tabular-nums sm:text-4xl",
          urgent ? "text-red-300" : "text-white",
          view.status === "paused" && "text-gold-400",
        )}
        data-testid="pick-clock"
        aria-label={view.status === "paused" ? `Paused with ${formatClock(left)} left` : `${formatClock(left)} left`}
      >
        {formatClock(left)}
      </p>
      <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-white/15" aria-hidden>
        <div className={cn("h-full rounded-full", urgent ? "bg-red-400" : "bg-pitch-400")} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
