import { useEffect, useRef, useState, type ReactNode } from "react";

interface BelowFoldProps {
  children: ReactNode;
  /** Room kept while waiting, about the part's height, so the page below does not jump when it appears. */
  minHeight: number;
}

/** How long after the screen mounts a part nobody scrolled to waits before it renders anyway (then on idle). */
const SETTLE_MS = 2500;

/**
 * Renders `children` (and so starts their requests) once they come near the screen, or a few
 * seconds after the screen mounted once the page is idle, whichever is first. The parts under a
 * screen's first view then stay out of the first paint's long tasks (each arrives in its own small
 * task later), yet everything is on the page soon after it settles, for find-in-page and screen
 * readers as much as for anyone scrolling.
 */
export function BelowFold({ children, minHeight }: BelowFoldProps) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: "200px" });
    if (placeholder.current) observer.observe(placeholder.current);
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let idle: number | undefined;
    const settled = window.setTimeout(() => (idle = whenIdle(show, { timeout: 2000 })), SETTLE_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(settled);
      if (idle !== undefined) cancel(idle);
    };
  }, [shown]);
  // The mark lets a test bring every waiting part into view instead of sleeping past SETTLE_MS.
  return shown ? children : <div ref={placeholder} style={{ minHeight }} aria-hidden data-below-fold />;
}
