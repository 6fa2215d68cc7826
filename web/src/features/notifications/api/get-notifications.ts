import useSWR from "swr";
import { POLL_INTERVAL_MS } from "@shared/constants";
import { api } from "@/lib/api-client";

export type NotificationType = "deadline_reminder" | "picks_needed" | "league_update";

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
