import { api } from "@/lib/api-client";

export const markNotificationRead = (id: string) => api.patch<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}`, { isRead: true });
