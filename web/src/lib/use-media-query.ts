import { useSyncExternalStore } from "react";

/**
 * One MediaQueryList per query for the page's life: React reads the snapshot on every render of
 * every component that asks, and `matchMedia` builds and evaluates a new list on each call.
 */
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches, following changes. Screens that differ in structure (table on
 * desktop, cards on phones) render one of the two rather than hiding one with CSS.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => listFor(query).matches,
    () => false,
  );
}

/** Below Tailwind's `md`: the phone layouts (product.md §2 'Leaderboard (mobile)'). */
export const useIsPhone = () => useMediaQuery("(max-width: 767.98px)");
