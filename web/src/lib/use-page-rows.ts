import { observeWindowOffset, useWindowVirtualizer, windowScroll, type Rect, type Virtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, useState } from "react";
import { measureAfterLayout } from "./measure-after-layout";
import { scrollWhenMoving } from "./scroll-when-moving";

/**
 * The window's size for a page-scroll virtualizer, read when a ResizeObserver on the page reports
 * (after the browser's own layout) and on resize. The default reads it as the list mounts, which
 * forced a whole-page layout inside React's commit; until the first report `initialRect` stands.
 */
function observeWindowRectAfterLayout(_: Virtualizer<Window, Element>, report: (rect: Rect) => void) {
  const read = () => report({ width: window.innerWidth, height: window.innerHeight });
  const observer = new ResizeObserver(read);
  observer.observe(document.documentElement);
  window.addEventListener("resize", read, { passive: true });
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", read);
  };
}

/**
 * The page's scroll position for a page-scroll virtualizer: the scroll events as usual, and where the
 * page is as the list mounts read when a ResizeObserver first reports (after the browser's layout).
 * The default reads `window.scrollY` while the list renders, and on the board's first paint that
 * forced a page layout inside React's render (7 ms of a 12 ms task; decision 0147, main-thread work out of React's commits); until the
 * report the list counts from the top (`initialOffset: 0`), where a page that just loaded is.
 */
function observeWindowOffsetAfterLayout(instance: Virtualizer<Window, Element>, report: (offset: number, isScrolling: boolean) => void) {
  const stopScroll = observeWindowOffset(instance, report);
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    report(window.scrollY, false);
  });
  observer.observe(document.documentElement);
  return () => {
    observer.disconnect();
    stopScroll?.();
  };
}

interface PageRowsOptions {
  count: number;
  /** A closed row's height before it is measured; rows measure themselves once laid out. */
  estimate: number;
  getKey: (index: number) => string;
}

/**
 * A long list or table that scrolls with the page but renders only the rows near the screen, so a
 * 1,000-member league costs a screenful of rows per render. `list` goes on the element the rows
 * are counted from (a `ul`, a `table`), `measure` and `data-index` on each row.
 */
export function usePageRows<E extends HTMLElement>({ count, estimate, getKey }: PageRowsOptions) {
  const list = useRef<E>(null);
  // Where the list starts on the page: the cards above it load and grow the page, so it is re-read
  // then. Read in the observer's callback, after the browser's layout, never forcing one (its first
  // call comes with the first layout; until then the list counts from the top, as it is on load).
  const [listTop, setListTop] = useState(0);
  useEffect(() => {
    const measure = () => setListTop(Math.round((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    getItemKey: getKey,
    overscan: 8,
    scrollMargin: listTop,
    initialRect: { width: 0, height: 844 },
    initialOffset: 0,
    measureElement: measureAfterLayout,
    observeElementRect: observeWindowRectAfterLayout,
    observeElementOffset: observeWindowOffsetAfterLayout,
    scrollToFn: scrollWhenMoving(windowScroll),
  });
  const rows = virtualizer.getVirtualItems();
  return {
    list,
    rows,
    measure: virtualizer.measureElement,
    /** The whole list's height, for a list whose rows are placed with `offsetOf`. */
    totalSize: virtualizer.getTotalSize(),
    /** Where a row sits inside the list. */
    offsetOf: (start: number) => start - listTop,
    /** Room above and below the rendered rows, for a table's spacer rows. */
    padTop: rows.length ? rows[0].start - listTop : 0,
    padBottom: rows.length ? virtualizer.getTotalSize() - (rows[rows.length - 1].end - listTop) : 0,
  };
}
