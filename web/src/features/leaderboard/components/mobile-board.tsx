import { ChevronDown } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";
import { cn } from "@/lib/cn";
import { usePageRows } from "@/lib/use-page-rows";
import type { BoardRow } from "@shared/contract/responses";
import { goalMarker } from "../lib/goal-marker";
import { pickWindowText } from "@/features/leaderboard/lib/scoring-window";
import { useGoalMoment } from "@/lib/realtime/goal-moments";
import { sharedPositions } from "@shared/places";
import { GoalFlash, PickNote } from "./pick-cell";
import { PickStatusCell } from "./pick-status-cell";
import { PositionBadge } from "./rank-badge";

interface MobileBoardProps {
  rows: BoardRow[];
  isDraftMode: boolean;
  viewerMembershipId: string;
}

/** A closed row is about this tall; open rows measure themselves. */
const ROW_ESTIMATE_PX = 57;

/**
 * product.md §2 'Leaderboard (mobile)': username with WK and SZN goals; a tap opens the member's picks.
 * The page scrolls as usual, but only the rows near the screen are rendered, so a 1,000-member
 * league stays quick on a phone; `aria-setsize`/`aria-posinset` give each row its place.
 */
export const MobileBoard = memo(function MobileBoard({ rows, isDraftMode, viewerMembershipId }: MobileBoardProps) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const moment = useGoalMoment();
  const shared = useMemo(() => sharedPositions(rows), [rows]);
  const {
    list,
    rows: items,
    measure,
    totalSize,
    offsetOf,
  } = usePageRows<HTMLUListElement>({
    count: rows.length,
    estimate: ROW_ESTIMATE_PX,
    getKey: (index) => rows[index].userId,
  });
  const toggle = (userId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  return (
    <div>
      <div className="flex items-center gap-3 border-y border-slate-200 bg-slate-50 px-4 py-2 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
        <span className="w-7">Pos</span>
        <span className="flex-1">Username</span>
        <span className="w-9 text-right">WK</span>
        <span className="w-9 text-right">SZN</span>
        <span className="w-4" />
      </div>
      <ul ref={list} className="relative" aria-label="League table" style={{ height: totalSize }}>
        {items.map((item) => {
          const row = rows[item.index];
          const expanded = open.has(row.userId);
          const isViewer = row.leagueUserId === viewerMembershipId;
          const scorers = moment.users.has(row.userId) ? row.picks.filter((p) => moment.players.has(p.playerId)) : [];
          // A take-back can land while another of the member's goals is still being celebrated (one
          // moment holds both): the row names each player, with his own mark.
          const takenBack = moment.backUsers.has(row.userId) ? row.picks.filter((p) => moment.backPlayers.has(p.playerId)) : [];
          return (
            <li
              key={item.key}
              ref={measure}
              data-index={item.index}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              aria-current={isViewer ? "true" : undefined}
              className={cn(
                "absolute inset-x-0 top-0",
                item.index < rows.length - 1 && "border-b border-slate-100",
                isViewer && scorers.length === 0 && "bg-pitch-50/60",
                scorers.length > 0 && "bg-amber-100",
                scorers.length === 0 && takenBack.length > 0 && "bg-slate-200",
              )}
              style={{ transform: `translateY(${offsetOf(item.start)}px)` }}
              data-testid="board-row"
              data-goal={scorers.length > 0 || undefined}
              data-taken-back={takenBack.length > 0 || undefined}
            >
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`picks-${row.userId}`}
                onClick={() => toggle(row.userId)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left"
              >
                <PositionBadge position={row.position} shared={shared.has(row.position)} />
                <span className="min-w-0 flex-1">
                  {/* A long name wraps rather than being cut short: a phone has no hover to show a title. */}
                  <span className="block font-semibold text-slate-900">
                    <WrapAtDots text={row.username} />
                    {isViewer && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
                  </span>
                  {/* The rows are collapsed: the goal moment names the scorer on the row itself. */}
                  {[...scorers, ...takenBack].map((pick) => (
                    <span key={pick.playerId} className="mt-0.5 flex items-center gap-1.5 text-xs font-semibold text-slate-900">
                      {pick.playerName}
                      <GoalFlash playerId={pick.playerId} />
                    </span>
                  ))}
                  {isDraftMode && (
                    <span className="mt-0.5 block">
                      <PickStatusCell selectedCount={row.pickStatus.selectedCount} />
                    </span>
                  )}
                </span>
                <span className="w-9 text-right font-semibold tabular-nums text-slate-700">{row.currentGameweekGoals}</span>
                <span className="w-9 text-right text-base font-bold tabular-nums text-navy-900">{row.totalGoals}</span>
                <ChevronDown aria-hidden className={cn("size-4 text-slate-500 transition-transform", expanded && "rotate-180")} />
              </button>
              {expanded && (
                <div id={`picks-${row.userId}`} className="px-4 pb-3">
                  {row.picks.length === 0 ? (
                    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-500">No final picks yet: the draft has not run.</p>
                  ) : (
                    <ul className="space-y-1.5 rounded-lg bg-slate-50 p-2" aria-label={`${row.username}'s picks`}>
                      {row.picks.map((pick) => (
                        <li
                          key={`${pick.playerId}@${pick.fromGameweek}`}
                          className="flex items-center gap-2 rounded-md bg-white px-2.5 py-2 text-sm shadow-xs"
                        >
                          <span className="w-9 shrink-0 text-xs font-bold text-slate-500">{pick.teamShortName}</span>
                          <span
                            className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 font-medium text-slate-800"
                            data-testid="board-pick"
                            data-kind={pick.kind}
                          >
                            <span className={cn("min-w-0 wrap-anywhere", pick.toGameweek !== undefined && "text-slate-500 line-through")}>
                              {pick.playerName}
                            </span>
                            <PickNote pick={pick} />
                            <GoalFlash playerId={pick.playerId} />
                            {/* A phone has no tooltip: a drafted player's window is said on his line (the others' notes say theirs). */}
                            {pick.kind === "draft" && pick.toGameweek === undefined && pick.fromGameweek > 1 && (
                              <span className="basis-full text-[11px] font-normal text-slate-500">{pickWindowText(pick)}</span>
                            )}
                          </span>
                          <span
                            className={cn(
                              "w-9 text-right font-semibold tabular-nums",
                              pick.gameweekGoals ? "text-pitch-700" : "text-slate-500",
                            )}
                          >
                            {goalMarker(pick.gameweekGoals) ?? "0"}
                          </span>
                          <span className="w-9 text-right font-bold tabular-nums text-navy-900">{pick.seasonGoals}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
