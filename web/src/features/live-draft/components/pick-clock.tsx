import type { LiveDraftView } from "@shared/contract/responses";
import { formatClock } from "@shared/live-draft/clock";
import { cn } from "@/lib/cn";

interface PickClockProps {
  view: LiveDraftView;
  /** The time left now (use-time-left.ts): counted on the client from the server's deadline, or kept by a pause. */
  left: number;
  /** The last seconds of the caller's own turn. */
  urgent: boolean;
}

/** The turn's clock: minutes and seconds, and a bar of the turn's time left. */
export function PickClock({ view, left, urgent }: PickClockProps) {
  const share = view.clock?.turnMs ? Math.min(1, left / view.clock.turnMs) : 0;
  const running = view.status === "running";
  const low = running && left < Math.min(10_000, (view.clock?.turnMs ?? 0) / 3);
  const shown = formatClock(left);
  // An hours clock ("7:59:37") is three characters wider: on a phone it ran past the card's edge.
  const withHours = shown.split(":").length > 2;
  return (
    <div className="min-w-24 shrink-0 text-right">
      <p
        className={cn(
          "font-mono font-extrabold tabular-nums sm:text-4xl",
          withHours ? "text-2xl" : "text-3xl",
          urgent ? "text-white motion-safe:animate-pulse" : low ? "text-red-300" : "text-white",
          view.status === "paused" && "text-gold-400",
        )}
        data-testid="pick-clock"
        aria-label={view.status === "paused" ? `Paused with ${shown} left` : `${shown} left`}
      >
        {shown}
      </p>
      <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-white/15" aria-hidden>
        <div
          className={cn("h-full rounded-full", urgent ? "bg-white" : low ? "bg-red-400" : "bg-pitch-400")}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
