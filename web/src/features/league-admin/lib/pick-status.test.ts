/** Per-user pick status (product.md §4) and the count texts of the user table. */
import { describe, expect, it } from "vitest";
import { draftPicksText, finalPicksText, pickStatus } from "./pick-status";

describe("pickStatus", () => {
  it("follows the final picks first, then the draft picks", () => {
    expect(pickStatus(3, 15)).toBe("Complete");
    expect(pickStatus(2, 15)).toBe("Incomplete");
    expect(pickStatus(0, 4)).toBe("Draft picks only");
    expect(pickStatus(0, 0)).toBe("No picks");
  });
});

it("writes the counts as the table shows them", () => {
  expect(draftPicksText(7)).toBe("7/15 draft picks");
  expect(finalPicksText(3)).toBe("3/3");
  // The January window's extra pick is not a fourth of three.
  expect(finalPicksText(3, 1)).toBe("3/3 +1 extra");
});
