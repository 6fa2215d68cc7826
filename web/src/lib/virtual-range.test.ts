/** The window of rows the player list renders at a scroll position. */
import { describe, expect, it } from "vitest";
import { virtualRange } from "./virtual-range";

describe("virtualRange", () => {
  it("covers the viewport plus overscan at the top", () => {
    expect(virtualRange(0, 300, 60, 820, 4)).toEqual({ start: 0, end: 10 });
  });

  it("follows the scroll position", () => {
    expect(virtualRange(6000, 300, 60, 820, 4)).toEqual({ start: 96, end: 110 });
  });

  it("stops at the end of the list", () => {
    expect(virtualRange(60 * 815, 600, 60, 820, 4)).toEqual({ start: 811, end: 820 });
    expect(virtualRange(0, 600, 60, 3)).toEqual({ start: 0, end: 3 });
  });

  it("renders nothing for an empty list", () => {
    expect(virtualRange(0, 600, 60, 0)).toEqual({ start: 0, end: 0 });
  });
});
