/** The verification screen's sample comparison and its price format. */
import { describe, expect, it } from "vitest";
import type { VerificationPlayer } from "@shared/feed-types";
import { compareSample, formatPounds } from "./compare";

const ours: VerificationPlayer = {
  playerId: 1,
  playerName: "Haaland",
  teamName: "Man City",
  totalGoals: 22,
  currentGameweekGoals: 1,
  price: 147,
};
const feed = (goalsScored: number, nowCost: number) => ({ id: 1, webName: "Haaland", teamName: "Man City", goalsScored, nowCost });

describe("compareSample", () => {
  it("matches when goals and price agree", () => {
    expect(compareSample(ours, feed(22, 147))).toEqual({ goalsMatch: true, priceMatch: true });
  });

  it("flags each difference on its own", () => {
    expect(compareSample(ours, feed(21, 147))).toEqual({ goalsMatch: false, priceMatch: true });
    expect(compareSample(ours, feed(22, 150))).toEqual({ goalsMatch: true, priceMatch: false });
  });

  it("matches nothing when the feed does not list the player", () => {
    expect(compareSample(ours, undefined)).toEqual({ goalsMatch: false, priceMatch: false });
  });
});

describe("formatPounds", () => {
  it("shows tenths of a million in pounds with one decimal and the m", () => {
    expect(formatPounds(146)).toBe("£14.6m");
    expect(formatPounds(40)).toBe("£4.0m");
  });
});
