import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";

interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  label: string;
  className?: string;
  /** Changes when the list is refiltered, so the view goes back to the top. */
  resetKey?: string;
}

/** A scrolling list of fixed-height rows that renders only the rows in view (plus a few either side). */
export function VirtualList<T>({ items, rowHeight, getKey, renderRow, label, className, resetKey }: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build does not run the React Compiler; the virtualizer re-renders the list itself
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => ref.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getKey(items[index]),
    overscan: 6,
    initialRect: { width: 0, height: 600 },
  });

  // A new list starts at its top.
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [resetKey, virtualizer]);

  return (
    // A keyboard reaches the scroller itself (its rows may hold nothing focusable, every button disabled) to scroll it.
    <div ref={ref} role="region" aria-label={label} tabIndex={0} className={cn("overflow-y-auto overscroll-contain", className)}>
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li key={row.key} className="absolute inset-x-0" style={{ top: row.start, height: rowHeight }}>
            {renderRow(items[row.index])}
          </li>
        ))}
      </ul>
    </div>
  );
}
