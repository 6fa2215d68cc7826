import { POLL_INTERVAL_MS } from "@shared/constants";
import { contract } from "@shared/contract/routes";
import { useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export type { NotificationType } from "@shared/notification-types";
export type { AppNotification } from "@shared/contract/responses";

export const NOTIFICATIONS_KEY = urlOf(contract.notifications.list);

/** The signed-in user's latest notifications, newest first, polled every 30 s (product.md §9). */
export function useNotifications() {
  const { data, error, isLoading, mutate } = useCall(contract.notifications.list, undefined, {
    refreshInterval: POLL_INTERVAL_MS,
    revalidateOnMount: true,
  });
  return { notifications: data, error, isLoading, mutate };
}
