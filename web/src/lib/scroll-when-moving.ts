import type { VirtualizerOptions } from "@tanstack/react-virtual";

type ScrollTo<S extends Element | Window, E extends Element> = VirtualizerOptions<S, E>["scrollToFn"];

/**
 * A virtualizer's `scrollToFn` that writes only when the list is to move. As it mounts, the
 * virtualizer scrolls its element (the window, for page-scroll lists) to where it already is, and
 * that `scrollTo` forces a whole-page layout inside React's commit: on the board's first paint the
 * longest task of all (decision 0147, main-thread work out of React's commits). Real moves (`scrollToOffset`, the correction when rows
 * above the screen change size) still scroll.
 */
export function scrollWhenMoving<S extends Element | Window, E extends Element>(scroll: ScrollTo<S, E>): ScrollTo<S, E> {
  return (offset, options, instance) => {
    if (!options.adjustments && offset === instance.scrollOffset) return;
    scroll(offset, options, instance);
  };
}
