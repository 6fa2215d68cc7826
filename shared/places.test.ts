import { describe, expect, it } from "vitest";
import { ordinal, placeInWords, sharedPositions } from "./places";

describe("places in words", () => {
  it("writes ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
  });

  it("says joint when a place is shared, as the board ranks ties (1, 1, 3)", () => {
    const rows = [{ position: 1 }, { position: 1 }, { position: 3 }];
    const shared = sharedPositions(rows);
    expect(placeInWords(1, shared.has(1))).toBe("joint 1st");
    expect(placeInWords(3, shared.has(3))).toBe("3rd");
  });
});
