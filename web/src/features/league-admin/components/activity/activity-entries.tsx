import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import type { ActivityEntry } from "@/features/league-admin/lib/activity/get-activity-logs";
import { measureAfterLayout } from "@/lib/measure-after-layout";
import { ActivityEntryRow } from "./activity-entry-row";

/** An entry is about this tall (two lines of details); each measures itself. */
const ENTRY_ESTIMATE_PX = 96;

/**
 * The full log (up to 500 entries) in its own scroll box, rendering only the entries in view;
 * `aria-setsize`/`aria-posinset` give each its place in the whole log.
 */
export function ActivityEntries({ entries, onOpen }: { entries: ActivityEntry[]; onOpen: (entry: ActivityEntry) => void }) {
  const box = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build does not run the React Compiler; the virtualizer re-renders the list itself
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => box.current,
    estimateSize: () => ENTRY_ESTIMATE_PX,
    getItemKey: (index) => entries[index].id,
    overscan: 6,
    initialRect: { width: 0, height: 512 },
    measureElement: measureAfterLayout,
  });
  return (
    <div ref={box} className="max-h-[32rem] overflow-y-auto overscroll-contain">
      <ul aria-label="Activity entries" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <ActivityEntryRow
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={entries.length}
            aria-posinset={item.index + 1}
            className={item.index > 0 ? "absolute inset-x-0 top-0 border-t border-slate-100" : "absolute inset-x-0 top-0"}
            style={{ transform: `translateY(${item.start}px)` }}
            entry={entries[item.index]}
            onOpen={() => onOpen(entries[item.index])}
          />
        ))}
      </ul>
    </div>
  );
}
