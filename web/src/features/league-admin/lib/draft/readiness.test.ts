/** Draft readiness: the percent of active members with 15 picks, and its colour (product.md §9). */
import { describe, expect, it } from "vitest";
import { progressTone, summariseReadiness } from "./readiness";

const user = (tempPicksCount: number, isArchived = false) => ({ tempPicksCount, isArchived });

describe("summariseReadiness", () => {
  it("counts only active members towards readiness", () => {
    expect(summariseReadiness([user(15), user(15), user(3), user(0, true)])).toEqual({
      active: 3,
      archived: 1,
      ready: 2,
      incomplete: 1,
      percent: 66,
    });
  });
  it("is 0% with nobody active, not a division by zero", () => {
    expect(summariseReadiness([user(15, true)]).percent).toBe(0);
    expect(summariseReadiness([]).percent).toBe(0);
  });
  it("reaches 100% only when everyone active is ready", () => {
    expect(summariseReadiness([user(15), user(16)]).percent).toBe(100);
    expect(summariseReadiness(Array.from({ length: 200 }, (_, i) => user(i === 0 ? 14 : 15))).percent).toBe(99);
  });
});

describe("progressTone", () => {
  it("is green at 100, yellow from 50, red below", () => {
    expect(progressTone(100)).toBe("green");
    expect(progressTone(99)).toBe("yellow");
    expect(progressTone(50)).toBe("yellow");
    expect(progressTone(49)).toBe("red");
    expect(progressTone(0)).toBe("red");
  });
});
