import { must } from "@shared/must";
import { memo, useMemo, useState } from "react";
import { SpacerRow } from "@/components/ui/spacer-row";
import { cn } from "@/lib/cn";
import { useBoxRows } from "@/lib/use-box-rows";
import { useGoalMoment } from "@/lib/realtime/goal-moments";
import { sharedPositions } from "@shared/places";
import { DEFAULT_SORT, ariaSort, nextSort, sortBoard, type SortKey } from "../lib/sort-board";
import type { BoardRow } from "@shared/contract/responses";
import { boardSlots } from "../lib/board-slots";
import { PickCell } from "./pick-cell";
import { PickStatusCell } from "./pick-status-cell";
import { PositionBadge } from "./rank-badge";
import { SortHeader } from "./sort-header";

interface BoardTableProps {
  rows: BoardRow[];
  isDraftMode: boolean;
  viewerMembershipId: string;
  gameweekLabel: string;
}

/** A row is about this tall before it is measured (one line of picks); taller rows measure themselves. */
const ROW_ESTIMATE_PX = 53;
/** The fixed columns (28rem) and three pick columns of about 8rem; Pick Status and Extra add theirs. */
const MIN_WIDTH_REM = 52;

/**
 * product.md §2 'Leaderboard (desktop)': the sortable table, with Pick Status in draft mode only. It scrolls
 * in its own box under a sticky header and renders only the rows in view, so a 1,000-member
 * league costs a screenful of rows per render; `aria-rowcount`/`aria-rowindex` keep the whole
 * table's size and each row's place for screen readers.
 */
export const BoardTable = memo(function BoardTable({ rows, isDraftMode, viewerMembershipId, gameweekLabel }: BoardTableProps) {
  const [sort, setSort] = useState(DEFAULT_SORT);
  const moment = useGoalMoment();
  const shared = useMemo(() => sharedPositions(rows), [rows]);
  const sorted = useMemo(() => sortBoard(rows, sort), [rows, sort]);
  const grouped = useMemo(() => new Map(rows.map((r) => [r.userId, boardSlots(r.picks)])), [rows]);
  // The January window's extra pick gets its own column once anyone has one.
  const hasExtra = useMemo(() => [...grouped.values()].some((g) => g.extra), [grouped]);
  const {
    scroller,
    rows: items,
    measure,
    padTop,
    padBottom,
  } = useBoxRows<HTMLDivElement>({
    count: sorted.length,
    estimate: ROW_ESTIMATE_PX,
    getKey: (index) => sorted[index].userId,
    firstRows: 12,
  });
  const columns = 6 + (isDraftMode ? 1 : 0) + (hasExtra ? 1 : 0);
  const header = (key: SortKey, label: string, align?: "right", className?: string) => (
    <SortHeader
      label={label}
      state={ariaSort(sort, key)}
      onSort={() => setSort((s) => nextSort(s, key))}
      align={align}
      className={className}
    />
  );

  return (
    // Focusable so the keyboard can scroll a long table; its own box so the header can stick.
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="League table, scrollable"
      className="max-h-[75vh] overflow-auto overscroll-contain"
    >
      {/* Never narrower than its columns need: on a phone (/leaderboard-desktop) the box scrolls
          sideways instead of squeezing the picks until headers overlap and names vanish. */}
      <table
        className="w-full table-fixed text-sm"
        style={{ minWidth: `${MIN_WIDTH_REM + (isDraftMode ? 8 : 0) + (hasExtra ? 10 : 0)}rem` }}
        aria-label="League table"
        aria-rowcount={sorted.length + 1}
      >
        <thead className="sticky top-0 z-10 border-y border-slate-200 bg-slate-50 text-left text-xs text-slate-500 shadow-[0_1px_0_var(--color-slate-200)]">
          <tr aria-rowindex={1}>
            {header("position", "Pos", undefined, "w-14")}
            {isDraftMode && header("pickStatus", "Pick Status", undefined, "w-32")}
            {header("username", "Username", undefined, "w-44")}
            {header("pick1", "Pick 1")}
            {header("pick2", "Pick 2")}
            {header("pick3", "Pick 3")}
            {hasExtra && (
              <th scope="col" className="px-3 py-2.5 font-semibold uppercase tracking-wide">
                Extra
              </th>
            )}
            {header("gameweekGoals", gameweekLabel, "right", "w-28")}
            {header("totalGoals", "Season Goals", "right", "w-24")}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <SpacerRow height={padTop} columns={columns} />
          {items.map((item) => {
            const row = sorted[item.index];
            const isViewer = row.leagueUserId === viewerMembershipId;
            const slots = must(grouped.get(row.userId), "the row's picks");
            const scored = moment.users.has(row.userId);
            const takenBack = !scored && moment.backUsers.has(row.userId);
            return (
              <tr
                key={item.key}
                ref={measure}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                aria-current={isViewer ? "true" : undefined}
                className={cn(
                  "transition-colors duration-700 hover:bg-slate-50",
                  isViewer && !scored && "bg-pitch-50/60 hover:bg-pitch-50",
                  scored && "bg-amber-100 hover:bg-amber-100",
                  takenBack && "bg-slate-200 hover:bg-slate-200",
                )}
                data-testid="board-row"
                data-goal={scored || undefined}
                data-taken-back={takenBack || undefined}
              >
                <td className="px-3 py-2.5">
                  <PositionBadge position={row.position} shared={shared.has(row.position)} />
                </td>
                {isDraftMode && (
                  <td className="px-3 py-2.5">
                    <PickStatusCell selectedCount={row.pickStatus.selectedCount} />
                  </td>
                )}
                <td className="px-3 py-2.5" title={row.userEmail ? `${row.username} · ${row.userEmail}` : row.username}>
                  <span className="flex min-w-0 items-baseline gap-1.5">
                    <span className="truncate font-semibold text-slate-900">{row.username}</span>
                    {isViewer && <span className="shrink-0 text-xs text-slate-500">(you)</span>}
                  </span>
                  {slots.earlier.length > 0 && (
                    <span
                      className="block text-xs text-slate-500"
                      title={slots.earlier.map((p) => `${p.playerName} until GW ${p.toGameweek}`).join(", ")}
                    >
                      +{slots.earlier.reduce((n, p) => n + p.seasonGoals, 0)} from earlier picks
                    </span>
                  )}
                </td>
                {[0, 1, 2].map((i) => (
                  <td key={i} className="px-3 py-2.5">
                    <PickCell picks={slots.slots[i]} />
                  </td>
                ))}
                {hasExtra && (
                  <td className="px-3 py-2.5">
                    <PickCell picks={slots.extra ? [slots.extra] : undefined} />
                  </td>
                )}
                <td className="px-3 py-2.5 text-right font-semibold tabular-nums text-slate-700">{row.currentGameweekGoals}</td>
                <td className="px-3 py-2.5 text-right text-base font-bold tabular-nums text-navy-900">{row.totalGoals}</td>
              </tr>
            );
          })}
          <SpacerRow height={padBottom} columns={columns} />
        </tbody>
      </table>
    </div>
  );
});
