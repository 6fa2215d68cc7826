export interface VirtualRange {
  start: number;
  end: number;
}

/**
 * Which rows of a fixed-height list are on screen (plus `overscan` either side), so an 820-row
 * list renders a few dozen rows per keystroke instead of all of them.
 */
export function virtualRange(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 6): VirtualRange {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
}
