import { AlarmClock } from "lucide-react";
import { useEffect, useState } from "react";
import { countdownTo } from "@shared/deadline-countdown";
import { useGameweeks } from "@/features/leaderboard/api/get-gameweeks";
import { cn } from "@/lib/cn";

/** A banner counting down to the next gameweek deadline, only in its last 48 hours. */
export function DeadlineCountdown({ className }: { className?: string }) {
  const { gameweeks } = useGameweeks();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const countdown = countdownTo(gameweeks, now);
  if (!countdown) return null;
  const at = new Date(countdown.deadline).toLocaleString(undefined, { weekday: "short", hour: "2-digit", minute: "2-digit" });
  return (
    <div
      role="timer"
      aria-label={`${countdown.gameweekName} deadline in ${countdown.remaining}`}
      className={cn(
        "flex items-center gap-3 rounded-2xl border px-4 py-3 text-sm",
        countdown.urgent ? "border-amber-300 bg-amber-50 text-amber-900" : "border-sky-200 bg-sky-50 text-sky-900",
        className,
      )}
    >
      <AlarmClock className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">
        <strong>
          {countdown.gameweekName} deadline in {countdown.remaining}
        </strong>
        <span className="opacity-80"> · {at}</span>
      </p>
    </div>
  );
}
