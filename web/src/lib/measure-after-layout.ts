import type { Virtualizer } from "@tanstack/react-virtual";

/**
 * A virtualizer's `measureElement` that takes row sizes from its ResizeObserver only, which
 * reports them after the browser's own layout. The default also reads `offsetHeight` as React
 * attaches each row, which forces a whole-page layout inside the commit: on the board's first
 * paint that was one 80 ms layout inside the task that rendered the rows (docs/web.md, History).
 * Until the observer reports, a row keeps its last measured size or the estimate.
 */
export function measureAfterLayout<S extends Element | Window, E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, E>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}
