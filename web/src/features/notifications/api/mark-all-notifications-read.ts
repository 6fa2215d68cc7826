import { api } from "@/lib/api-client";

export const markAllNotificationsRead = () => api.patch<{ updated: number }>("/api/notifications/mark-all-read");
