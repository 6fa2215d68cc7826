/** Pure geometry for the goal-race chart, so the SVG component only draws. */

export interface LinearScale {
  (value: number): number;
  domain: [number, number];
  range: [number, number];
}

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps everything to the range's start. */
export function linearScale(domain: [number, number], range: [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = ((value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0))) as LinearScale;
  scale.domain = domain;
  scale.range = range;
  return scale;
}

/**
 * Round tick values from 0 to at least `max`, about `count` of them, on steps of 1, 2 or 5
 * times a power of ten, so goal counts read as whole numbers.
 */
export function niceTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return ticks;
}

/** Gameweek labels to print on the x axis: every one when few, else about `most` evenly spaced, always the last. */
export function xLabels(gameweeks: number[], most = 10): number[] {
  if (gameweeks.length <= most) return gameweeks;
  const every = Math.ceil(gameweeks.length / most);
  const labels = gameweeks.filter((_, i) => i % every === 0);
  const last = gameweeks[gameweeks.length - 1];
  if (labels[labels.length - 1] !== last) {
    // Drop a label that would sit too close to the final one.
    if (gameweeks.indexOf(last) - gameweeks.indexOf(labels[labels.length - 1]) < every / 2) labels.pop();
    labels.push(last);
  }
  return labels;
}

/** An SVG path through the points, in order. */
export function linePath(points: Array<[number, number]>): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`).join("");
}

/**
 * Which series to draw: a chart with dozens of lines is unreadable, so the leaders (by the final
 * cumulative total) plus the viewer, in the league's order.
 */
export function chartedSeries<T extends { userId: string; cumulative: number[] }>(series: T[], limit: number, viewerId?: string): T[] {
  const final = (s: T) => s.cumulative[s.cumulative.length - 1] ?? 0;
  const leaders = [...series].sort((a, b) => final(b) - final(a)).slice(0, limit);
  const viewer = series.find((s) => s.userId === viewerId);
  if (viewer && !leaders.includes(viewer)) leaders.push(viewer);
  return leaders;
}

/**
 * Pixel offsets that keep tied lines apart: where members have the same total at a gameweek their
 * lines would be drawn on top of each other and only the last would show, so each of the tied is
 * moved by `gap` pixels from its neighbour, centred on the true value. `series[i][j]` is member
 * i's total at gameweek j; the answer has the same shape (0 where nobody ties).
 */
export function tieOffsets(series: number[][], gap: number): number[][] {
  const offsets = series.map((s) => s.map(() => 0));
  const weeks = Math.max(0, ...series.map((s) => s.length));
  for (let j = 0; j < weeks; j++) {
    const byValue = new Map<number, number[]>();
    series.forEach((s, i) => {
      if (j < s.length) byValue.set(s[j], [...(byValue.get(s[j]) ?? []), i]);
    });
    for (const tied of byValue.values()) tied.forEach((i, rank) => (offsets[i][j] = (rank - (tied.length - 1) / 2) * gap));
  }
  return offsets;
}
