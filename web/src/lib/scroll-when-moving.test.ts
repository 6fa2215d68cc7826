// Covers scrollWhenMoving: a virtualizer's scroll to where it already is writes nothing; real moves and size corrections still scroll.
import type { Virtualizer } from "@tanstack/react-virtual";
import { expect, test } from "vitest";
import { scrollWhenMoving } from "./scroll-when-moving";

const at = (scrollOffset: number) => ({ scrollOffset }) as unknown as Virtualizer<Window, Element>;

test("a scroll to the offset the list is at is skipped; moves and corrections go through", () => {
  const writes: Array<[number, number | undefined]> = [];
  const scroll = scrollWhenMoving<Window, Element>((offset, { adjustments }) => writes.push([offset, adjustments]));
  scroll(120, {}, at(120));
  expect(writes).toEqual([]);
  scroll(0, {}, at(120));
  scroll(120, { adjustments: 18 }, at(120));
  scroll(40, { behavior: "smooth" }, at(0));
  expect(writes).toEqual([
    [0, undefined],
    [120, 18],
    [40, undefined],
  ]);
});
