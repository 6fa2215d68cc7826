import { useState } from "react";
import type { ToastText } from "@shared/messages";
import { toast } from "@/components/ui/toast-store";
import { failureToast } from "@/lib/api-error";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";

/**
 * One room action at a time, with its toasts: a refusal (not your turn, player taken, time up)
 * shows the server's own words. The draft is read again afterwards either way: a refused pick
 * usually means the room was behind.
 */
export function useRoomAction(reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, work: () => Promise<unknown>, failed: ToastText, done?: ToastText) => {
    setBusy(name);
    try {
      await work();
      if (done) toast({ ...done, variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(failed, error));
    } finally {
      setBusy(null);
      await reload();
    }
  };
  return { busy, run };
}
