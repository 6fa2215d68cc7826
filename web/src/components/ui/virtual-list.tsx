import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { virtualRange } from "@/lib/virtual-range";

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

/** A scrolling list of fixed-height rows that renders only the rows in view. */
export function VirtualList<T>({ items, rowHeight, getKey, renderRow, label, className, resetKey }: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new list starts at its top: the window moves during this render, the element scrolls after it.
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setView((current) => ({ ...current, top: 0 }));
  }
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, [resetKey]);

  const { start, end } = virtualRange(view.top, view.height, rowHeight, items.length);
  return (
    <div
      ref={ref}
      className={cn("overflow-y-auto overscroll-contain", className)}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        setView((current) => (current.top === top ? current : { ...current, top }));
      }}
    >
      <ul aria-label={label} className="relative" style={{ height: items.length * rowHeight }}>
        {items.slice(start, end).map((item, i) => (
          <li key={getKey(item)} className="absolute inset-x-0" style={{ top: (start + i) * rowHeight, height: rowHeight }}>
            {renderRow(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
