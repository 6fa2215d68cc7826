import { useEffect, useId, useMemo, useRef, useState, type PointerEvent } from "react";
import { chartedSeries, linePath, linearScale, niceTicks, tieOffsets, xLabels } from "../lib/chart-scale";
import type { GoalRace } from "@shared/contract/responses";
import { plural } from "@shared/text";

const MARGIN = { top: 12, right: 26, bottom: 28, left: 34 };
/** Lines beyond this many stop being readable; the leaders and the viewer are drawn. */
const MAX_LINES = 8;
/** How far apart tied lines are drawn, in pixels: a little more than a line is wide. */
const TIE_GAP = 3;
/** Distinct on white and for the common colour-vision deficiencies (Okabe-Ito, plus navy). */
const COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#0f1a38", "#999933", "#882255"];

interface GoalRaceChartProps {
  race: GoalRace;
  viewerUserId: string | undefined;
}

/**
 * Hand-drawn SVG line chart (no chart library in the bundle). Hovering or moving along it shows
 * every drawn member's total at that gameweek; the same numbers are in a table for screen readers.
 */
export function GoalRaceChart({ race, viewerUserId }: GoalRaceChartProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // One SVG unit per CSS pixel, so labels keep their size from a phone to a wide screen.
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const height = Math.round(Math.min(300, Math.max(200, width * 0.42)));
  const [hover, setHover] = useState<number | null>(null);
  // A 1,000-member league would put 30,000 cells in the page: the table is built only when opened.
  const [tableOpen, setTableOpen] = useState(false);
  const series = useMemo(() => chartedSeries(race.series, MAX_LINES, viewerUserId), [race.series, viewerUserId]);
  const offsets = useMemo(
    () =>
      tieOffsets(
        series.map((s) => s.cumulative),
        TIE_GAP,
      ),
    [series],
  );
  const max = Math.max(0, ...series.flatMap((s) => s.cumulative));
  const ticks = niceTicks(max, 4);
  const x = linearScale([0, Math.max(1, race.gameweeks.length - 1)], [MARGIN.left, width - MARGIN.right]);
  const y = linearScale([0, ticks[ticks.length - 1]], [height - MARGIN.bottom, MARGIN.top]);
  const labels = xLabels(race.gameweeks, Math.max(4, Math.floor(width / 70)));
  const colourOf = (i: number) => COLOURS[i % COLOURS.length];

  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const svgX = ((event.clientX - rect.left) / rect.width) * width;
    const index = Math.round(((svgX - MARGIN.left) / (width - MARGIN.left - MARGIN.right)) * (race.gameweeks.length - 1));
    setHover(Math.min(race.gameweeks.length - 1, Math.max(0, index)));
  };
  const hoverRows = hover === null ? [] : series.map((s, i) => ({ s, i, goals: s.cumulative[hover] })).sort((a, b) => b.goals - a.goals);

  return (
    <figure className="space-y-3">
      <div className="relative" ref={box}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full touch-pan-y"
          role="img"
          aria-labelledby={titleId}
          onPointerMove={onMove}
          onPointerLeave={() => setHover(null)}
        >
          <title id={titleId}>
            Goal race: cumulative goals of {plural(series.length, "member")} from gameweek {race.gameweeks[0]} to{" "}
            {race.gameweeks[race.gameweeks.length - 1]}
          </title>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
              <text x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px]">
                {t}
              </text>
            </g>
          ))}
          {labels.map((gw) => {
            const i = race.gameweeks.indexOf(gw);
            return (
              <text key={gw} x={x(i)} y={height - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                GW{gw}
              </text>
            );
          })}
          {hover !== null && (
            <line x1={x(hover)} x2={x(hover)} y1={MARGIN.top} y2={height - MARGIN.bottom} stroke="#94a3b8" strokeDasharray="3 3" />
          )}
          {series.map((s, i) => {
            const isViewer = s.userId === viewerUserId;
            const points = s.cumulative.map((v, j) => [x(j), y(v) + offsets[i][j]] as [number, number]);
            return (
              <g key={s.userId}>
                <path
                  d={linePath(points)}
                  fill="none"
                  stroke={colourOf(i)}
                  strokeWidth={isViewer ? 3.5 : 2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {points.map(([px, py], j) => (
                  <circle key={j} cx={px} cy={py} r={hover === j ? 4.5 : race.gameweeks.length > 20 ? 0 : 2.5} fill={colourOf(i)}>
                    <title>
                      {s.username}: {plural(s.cumulative[j], "goal")} after GW{race.gameweeks[j]}
                    </title>
                  </circle>
                ))}
              </g>
            );
          })}
        </svg>
        {hover !== null && (
          <div
            className="pointer-events-none absolute top-2 rounded-lg border border-slate-200 bg-white/95 px-3 py-2 text-xs shadow-lg"
            style={
              x(hover) > width / 2 ? { right: `${((width - x(hover)) / width) * 100 + 2}%` } : { left: `${(x(hover) / width) * 100 + 2}%` }
            }
          >
            <p className="mb-1 font-semibold text-slate-900">After GW{race.gameweeks[hover]}</p>
            {hoverRows.map(({ s, i, goals }) => (
              <p key={s.userId} className="flex items-center gap-2">
                <span className="size-2 rounded-full" style={{ background: colourOf(i) }} />
                <span className="min-w-0 flex-1 text-slate-700 wrap-anywhere">{s.username}</span>
                <span className="font-bold tabular-nums text-slate-900">{goals}</span>
              </p>
            ))}
          </div>
        )}
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs" aria-label="Chart legend">
          {series.map((s, i) => (
            <li key={s.userId} className="flex items-center gap-1.5">
              <span aria-hidden className="h-1 w-4 rounded-full" style={{ background: colourOf(i) }} />
              <span className={s.userId === viewerUserId ? "font-bold text-slate-900" : "text-slate-700"}>{s.username}</span>
              <span className="font-semibold tabular-nums text-slate-500">{s.cumulative[s.cumulative.length - 1]}</span>
            </li>
          ))}
        </ul>
        {race.series.length > series.length && (
          <p className="mt-1 text-xs text-slate-500">
            Showing the top {MAX_LINES} of {plural(race.series.length, "member")}
            {viewerUserId ? " and you" : ""}.
          </p>
        )}
      </figcaption>
      <details className="rounded-lg border border-slate-200 text-sm" onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer select-none px-3 py-2 font-semibold text-navy-800 hover:bg-slate-50">
          Show the numbers as a table
        </summary>
        {tableOpen && (
          <div className="overflow-x-auto border-t border-slate-200">
            <table className="w-full text-xs" aria-label="Goal race by gameweek">
              <thead className="bg-slate-50 text-slate-500">
                <tr>
                  <th scope="col" className="sticky left-0 bg-slate-50 px-2 py-1.5 text-left">
                    Member
                  </th>
                  {race.gameweeks.map((gw) => (
                    <th key={gw} scope="col" className="px-2 py-1.5 text-right">
                      GW{gw}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {race.series.map((s) => (
                  <tr key={s.userId}>
                    <th scope="row" className="sticky left-0 bg-white px-2 py-1.5 text-left font-medium text-slate-800">
                      {s.username}
                    </th>
                    {s.cumulative.map((v, j) => (
                      <td key={j} className="px-2 py-1.5 text-right tabular-nums">
                        {v}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </figure>
  );
}
