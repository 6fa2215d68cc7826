import useSWR from "swr";
import { POLL_INTERVAL_MS } from "@shared/constants";
import type { NotificationType } from "@shared/notification-types";
import { api } from "@/lib/api-client";

export type { NotificationType };

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  actionUrl: string | null;
  leagueId: string | null;
}

export const NOTIFICATIONS_KEY = "/api/notifications";

/** The signed-in user's latest notifications, newest first, polled every 30 s (spec §9). */
export function useNotifications() {
  const { data, error, isLoading, mutate } = useSWR(NOTIFICATIONS_KEY, () => api.get<AppNotification[]>(NOTIFICATIONS_KEY), {
    refreshInterval: POLL_INTERVAL_MS,
    revalidateOnMount: true,
  });
  return { notifications: data, error, isLoading, mutate };
}
