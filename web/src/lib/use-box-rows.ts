import { elementScroll, useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { measureAfterLayout } from "./measure-after-layout";
import { scrollWhenMoving } from "./scroll-when-moving";

interface BoxRowsOptions {
  count: number;
  /** A row's usual height before it is measured; rows measure themselves once laid out. */
  estimate: number;
  getKey: (index: number) => string;
  /** How many rows the box shows before it is measured, so the first paint is not empty. */
  firstRows: number;
}

/**
 * A long table that scrolls in its own box (`scroller` on the box) and renders only the rows in
 * view, so a 1,000-member league (or a 10,000-member draft) costs a screenful of rows per render.
 * `measure` and `data-index` go on each row, `padTop`/`padBottom` into spacer rows around them.
 * Rows are measured by the ResizeObserver only and the box is not scrolled as it mounts: both
 * defaults force a page layout inside React's commit (decision 0147, main-thread work out of React's commits).
 */
export function useBoxRows<E extends HTMLElement>({ count, estimate, getKey, firstRows }: BoxRowsOptions) {
  const scroller = useRef<E>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build does not run the React Compiler; the virtualizer re-renders its user itself
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimate,
    getItemKey: getKey,
    overscan: 8,
    initialRect: { width: 0, height: firstRows * estimate },
    measureElement: measureAfterLayout,
    scrollToFn: scrollWhenMoving(elementScroll),
  });
  const rows = virtualizer.getVirtualItems();
  return {
    scroller,
    rows,
    measure: virtualizer.measureElement,
    padTop: rows[0]?.start ?? 0,
    padBottom: virtualizer.getTotalSize() - (rows[rows.length - 1]?.end ?? 0),
  };
}
