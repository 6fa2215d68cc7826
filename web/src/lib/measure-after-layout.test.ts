/** measureAfterLayout: row sizes from the ResizeObserver's entry only, never from reading the element's layout. */
import type { Virtualizer } from "@tanstack/react-virtual";
import { describe, expect, it } from "vitest";
import { measureAfterLayout } from "./measure-after-layout";

/** A row whose layout must not be read: reading its height would force a layout in the browser. */
const row = {
  get offsetHeight(): number {
    throw new Error("read offsetHeight");
  },
  getBoundingClientRect() {
    throw new Error("read its rect");
  },
} as unknown as Element;

function virtualizer(cached: Record<string, number>) {
  return {
    indexFromElement: () => 3,
    itemSizeCache: new Map(Object.entries(cached)),
    options: { getItemKey: (index: number) => `row-${index}`, estimateSize: () => 57 },
  } as unknown as Virtualizer<Window, Element>;
}

describe("measureAfterLayout", () => {
  it("takes the observer's border box, rounded", () => {
    const entry = { borderBoxSize: [{ blockSize: 88.6, inlineSize: 390 }] } as unknown as ResizeObserverEntry;
    expect(measureAfterLayout(row, entry, virtualizer({}))).toBe(89);
  });

  it("keeps a row's last measured size until the observer reports", () => {
    expect(measureAfterLayout(row, undefined, virtualizer({ "row-3": 120 }))).toBe(120);
  });

  it("falls back to the estimate for a row never measured", () => {
    expect(measureAfterLayout(row, undefined, virtualizer({ "row-4": 120 }))).toBe(57);
  });
});
