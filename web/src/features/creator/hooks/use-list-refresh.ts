import { useState } from "react";
import type { KeyedMutator } from "swr";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { type ToastText, toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

/**
 * A tab's Refresh button: reads the list again and says so only when asked to (the API tab's
 * 'API Logs Refreshed'); a failure is 'Refresh Failed' (product.md §8.6) and the old list stays.
 */
export function useListRefresh<T>(mutate: KeyedMutator<T>, fetcher: () => Promise<T>, refreshed?: ToastText) {
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await mutate(fetcher(), { revalidate: false });
      if (refreshed) toast({ ...refreshed, variant: "success" });
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.listNotRefreshed, error));
    } finally {
      setRefreshing(false);
    }
  };

  return { refreshing, refresh };
}
