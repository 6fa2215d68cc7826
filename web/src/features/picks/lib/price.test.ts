/** Prices from the feed's tenths of £1m (product.md §9). */
import { describe, expect, it } from "vitest";
import { formatPrice } from "./price";

describe("formatPrice", () => {
  it("shows tenths of a million as £x.xm", () => {
    expect(formatPrice(145)).toBe("£14.5m");
    expect(formatPrice(40)).toBe("£4.0m");
    expect(formatPrice(1000)).toBe("£100.0m");
  });
});
