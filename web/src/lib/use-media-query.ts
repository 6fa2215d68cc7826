import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, following changes. Screens that differ in structure (table on
 * desktop, cards on phones) render one of the two rather than hiding one with CSS.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `md`: the phone layouts (spec 'Leaderboard (mobile)'). */
export const useIsPhone = () => useMediaQuery("(max-width: 767.98px)");
