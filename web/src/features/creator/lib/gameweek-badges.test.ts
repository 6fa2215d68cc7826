/** The GW tab's badges. */
import { describe, expect, it } from "vitest";
import { gameweekBadges } from "./gameweek-badges";

const labels = (flags: { isCurrent: boolean; isNext: boolean; isFinished: boolean }) => gameweekBadges(flags).map((b) => b.label);

describe("gameweekBadges", () => {
  it("marks the current week, finished or not", () => {
    expect(labels({ isCurrent: true, isNext: false, isFinished: false })).toEqual(["Current"]);
    expect(labels({ isCurrent: true, isNext: false, isFinished: true })).toEqual(["Current", "Finished"]);
  });

  it("calls the next week Upcoming and Next", () => {
    expect(labels({ isCurrent: false, isNext: true, isFinished: false })).toEqual(["Upcoming", "Next"]);
  });

  it("shows a past week as Finished only", () => {
    expect(labels({ isCurrent: false, isNext: false, isFinished: true })).toEqual(["Finished"]);
  });
});
