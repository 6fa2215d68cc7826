import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { useCurrentToast } from "@/components/ui/toast-store";
import { swrDefaults } from "@/lib/swr-config";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";

// Radix's toast (about 8 kB gzip) is not needed for the first paint: it loads once the page is
// idle, or at once if a toast is raised before then, so the boot chunk stays small.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

/** How long after the app mounts the toaster waits before loading on idle (a toast raised earlier loads it at once). */
const TOASTER_SETTLE_MS = 3000;

/** Data loading and the single toast, around everything. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ ...swrDefaults, onError: (error) => handledAsUnauthorized(error) }}>
      {children}
      <ToasterWhenNeeded />
    </SWRConfig>
  );
}

function ToasterWhenNeeded() {
  const raised = useCurrentToast() !== null;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Mounted before any toast, so screen readers already know its live region when one comes.
    // Not at the first idle moment, which comes while the screen still waits for its data, but once
    // the first screen has had time to settle, so its code is not parsed among the screen's renders.
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let idleId: number | undefined;
    const settled = window.setTimeout(() => (idleId = whenIdle(() => setIdle(true), { timeout: 2000 })), TOASTER_SETTLE_MS);
    return () => {
      window.clearTimeout(settled);
      if (idleId !== undefined) cancel(idleId);
    };
  }, []);
  if (!raised && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
