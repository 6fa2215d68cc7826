import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The height (px) that makes a box end at the bottom of what the user can see: on a phone the
 * on-screen keyboard shrinks the visual viewport but not the layout (iOS Safari), so a box sized by
 * CSS alone keeps its foot, the composer, under the keyboard. The visual viewport's height, less
 * where the box starts in it, keeps the composer just above the keyboard. Undefined (CSS's `dvh`
 * stays) when not enabled or the browser has no visual viewport.
 */
export function useFillVisibleHeight(box: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport || !enabled) return;
    const fit = () => {
      const top = (box.current?.getBoundingClientRect().top ?? 0) - viewport.offsetTop;
      setHeight(Math.max(240, Math.round(viewport.height - Math.max(0, top))));
    };
    fit();
    viewport.addEventListener("resize", fit);
    viewport.addEventListener("scroll", fit);
    return () => {
      viewport.removeEventListener("resize", fit);
      viewport.removeEventListener("scroll", fit);
      setHeight(undefined);
    };
  }, [box, enabled]);
  return height;
}
