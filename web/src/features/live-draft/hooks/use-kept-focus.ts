import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Keeps a keyboard user's place in a box that re-renders under them: when the focused element in
 * it goes or is disabled (its row taken by someone else's pick, the Pick buttons gone at the end
 * of your turn, every button disabled while a pick is sent),
 * focus moves to the box itself (give it tabIndex -1 and a name) instead of falling to the page's
 * start, so Tab carries on from there.
 */
export function useKeptFocus(box: RefObject<HTMLElement | null>) {
  const last = useRef<HTMLElement | null>(null);

  const rescue = () => {
    const element = box.current;
    const lost = last.current;
    if (!element || !lost || (lost.isConnected && !lost.matches(":disabled"))) return;
    last.current = null;
    if (document.activeElement === document.body || document.activeElement === null) element.focus();
  };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onIn = (event: FocusEvent) => {
      last.current = event.target instanceof HTMLElement && event.target !== element ? event.target : null;
    };
    // A removed element may or may not say it lost focus (browsers differ): look once the render is done.
    const onOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) setTimeout(rescue, 0);
      else if (!element.contains(event.relatedTarget as Node)) last.current = null;
    };
    element.addEventListener("focusin", onIn);
    element.addEventListener("focusout", onOut);
    return () => {
      element.removeEventListener("focusin", onIn);
      element.removeEventListener("focusout", onOut);
    };
  });

  // Every render: the element that had focus may have just been removed without a word.
  useLayoutEffect(rescue);
}
