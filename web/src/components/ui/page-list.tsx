import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { usePageRows } from "@/lib/use-page-rows";

interface PageListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** An item's usual height before it is measured; items measure themselves. */
  estimate: number;
  label: string;
  /** Each item's box (padding, layout); items after the first get a divider above. */
  itemClassName: string;
  itemTestId?: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list that scrolls with the page but renders only the items near the screen, so a 1,000-member
 * league's lists cost a screenful of items per render. `aria-setsize`/`aria-posinset` give each
 * rendered item its place in the whole list.
 */
export function PageList<T>({ items, getKey, estimate, label, itemClassName, itemTestId, renderItem }: PageListProps<T>) {
  const { list, rows, measure, totalSize, offsetOf } = usePageRows<HTMLUListElement>({
    count: items.length,
    estimate,
    getKey: (index) => getKey(items[index]),
  });
  return (
    <ul ref={list} aria-label={label} className="relative" style={{ height: totalSize }}>
      {rows.map((row) => (
        <li
          key={row.key}
          ref={measure}
          data-index={row.index}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          data-testid={itemTestId}
          className={cn("absolute inset-x-0 top-0", row.index > 0 && "border-t border-slate-100", itemClassName)}
          style={{ transform: `translateY(${offsetOf(row.start)}px)` }}
        >
          {renderItem(items[row.index])}
        </li>
      ))}
    </ul>
  );
}
