import { plural } from "@shared/text";
import type { GoalRace } from "@shared/contract/responses";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

/**
 * The goal race after its first gameweek: one point per member makes no line, so the week's
 * standings show as bars, most goals first, until a second gameweek draws the race.
 */
export function FirstWeekRace({ race, viewerUserId }: { race: GoalRace; viewerUserId: string | undefined }) {
  const week = race.gameweeks[0];
  const standings = race.series
    .map((s) => ({ ...s, goals: s.cumulative[0] ?? 0 }))
    .sort((a, b) => b.goals - a.goals || a.username.localeCompare(b.username));
  const most = Math.max(1, ...standings.map((s) => s.goals));
  return (
    <div data-testid="first-week-race">
      <p className="mb-3 text-sm text-slate-600">After Gameweek {week}, the first of the race. The lines start after a second gameweek.</p>
      <ol className="space-y-2" aria-label={`Goals after gameweek ${week}`}>
        {standings.map((s) => (
          <li key={s.userId} className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-3 text-sm">
            <WrapAtDots text={s.username} className={s.userId === viewerUserId ? "font-semibold text-navy-900" : "text-slate-700"} />
            <span className="h-3 rounded-full bg-slate-100">
              <span className="block h-3 rounded-full bg-pitch-500" style={{ width: `${(s.goals / most) * 100}%` }} />
            </span>
            <span className="tabular-nums text-slate-700">{plural(s.goals, "goal")}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
