import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { useCurrentToast } from "@/components/ui/toast-store";
import { swrDefaults } from "@/lib/swr-config";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";

// Radix's toast (about 8 kB gzip) is not needed for the first paint: it loads once the page is
// idle, or at once if a toast is raised before then, so the boot chunk stays small.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/toaster")).Toaster }));

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
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = whenIdle(() => setIdle(true), { timeout: 4000 });
    return () => cancel(id);
  }, []);
  if (!raised && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
