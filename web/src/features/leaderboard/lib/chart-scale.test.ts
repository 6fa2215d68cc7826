/** Goal-race chart geometry: scales, round ticks, axis labels, the path, which lines are drawn. */
import { describe, expect, it } from "vitest";
import { chartedSeries, linePath, linearScale, niceTicks, tieOffsets, xLabels } from "./chart-scale";

describe("linearScale", () => {
  it("maps a domain onto a range, inverted ranges included", () => {
    const y = linearScale([0, 20], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(10)).toBe(100);
    expect(y(20)).toBe(0);
    expect(linearScale([5, 5], [10, 90])(5)).toBe(10);
  });
});

describe("niceTicks", () => {
  it("gives whole, round steps that reach the maximum", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(42)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(120).at(-1)).toBeGreaterThanOrEqual(120);
  });
});

describe("xLabels", () => {
  it("labels every gameweek when few, else a spaced selection ending at the last", () => {
    expect(xLabels([16, 17, 18])).toEqual([16, 17, 18]);
    const all = Array.from({ length: 29 }, (_, i) => i + 1);
    const labels = xLabels(all, 10);
    expect(labels[0]).toBe(1);
    expect(labels.at(-1)).toBe(29);
    expect(labels.length).toBeLessThanOrEqual(11);
  });
});

describe("linePath", () => {
  it("moves to the first point and draws to the rest", () => {
    expect(
      linePath([
        [0, 10],
        [5, 2.25],
      ]),
    ).toBe("M0.0,10.0L5.0,2.3");
    expect(linePath([])).toBe("");
  });
});

describe("chartedSeries", () => {
  const s = (userId: string, last: number) => ({ userId, cumulative: [0, last] });
  it("keeps the leaders and adds the viewer when outside them", () => {
    const series = [s("a", 1), s("b", 9), s("c", 5), s("d", 7)];
    expect(chartedSeries(series, 2).map((x) => x.userId)).toEqual(["b", "d"]);
    expect(chartedSeries(series, 2, "a").map((x) => x.userId)).toEqual(["b", "d", "a"]);
    expect(chartedSeries(series, 2, "b").map((x) => x.userId)).toEqual(["b", "d"]);
  });
});

describe("tieOffsets", () => {
  it("draws tied lines side by side, never on top of each other", () => {
    // Two members level all season, a third level with them only at the start.
    const series = [
      [0, 1, 2],
      [0, 1, 2],
      [0, 3, 4],
    ];
    const offsets = tieOffsets(series, 3);
    const drawn = series.map((s, i) => s.map((v, j) => v * 10 + offsets[i][j]));
    for (let j = 0; j < 3; j++) expect(new Set(drawn.map((line) => line[j])).size).toBe(3);
    // Centred on the true value, and nothing moves where nobody ties.
    expect(offsets.map((o) => o[0])).toEqual([-3, 0, 3]);
    expect(offsets.map((o) => o[2])).toEqual([-1.5, 1.5, 0]);
  });
});
