import useSWR from "swr";
import type { NotificationPreferences } from "@shared/notification-preferences";
import { api } from "@/lib/api-client";

export interface NotificationSettings {
  preferences: NotificationPreferences;
  email: { address: string | null; stopped: { reason: "bounce" | "complaint"; at: string } | null };
  push: { publicKey: string | null; devices: Array<{ id: string; userAgent: string | null; createdAt: string }> };
}

export const NOTIFICATION_SETTINGS_KEY = "/api/notification-preferences";

/** The member's notification switches, e-mail status and push devices. */
export function useNotificationSettings() {
  const { data, error, isLoading, mutate } = useSWR(NOTIFICATION_SETTINGS_KEY, () => api.get<NotificationSettings>(NOTIFICATION_SETTINGS_KEY));
  return { settings: data, error, isLoading, mutate };
}

export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  api.put<NotificationSettings>(NOTIFICATION_SETTINGS_KEY, preferences);

export const resumeEmail = () => api.post<NotificationSettings>(`${NOTIFICATION_SETTINGS_KEY}/resume-email`);

export const addPushSubscription = (subscription: PushSubscriptionJSON) => api.post<{ id: string }>("/api/push-subscriptions", subscription);

export const removePushSubscription = (id: string) => api.delete<{ ok: true }>(`/api/push-subscriptions/${encodeURIComponent(id)}`);

/** The unsubscribe link's token; works signed out. */
export const unsubscribeByToken = (token: string) => api.post<{ type: string; label: string }>("/api/unsubscribe", { token });
