import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { Toaster } from "@/components/ui/toaster";
import { swrDefaults } from "@/lib/swr-config";
import { handledAsUnauthorized } from "@/lib/auth/unauthorized";

/** Data loading, tooltips (700 ms open, 300 ms skip) and the single toast, around everything. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ ...swrDefaults, onError: (error) => handledAsUnauthorized(error) }}>
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </TooltipPrimitive.Provider>
    </SWRConfig>
  );
}
