import { api } from "@/lib/api-client";
import type { NotificationType } from "./get-notifications";

export interface TestNotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  /** An in-app path; left out when blank. */
  actionUrl?: string;
}

/** Sends the admin a notification of their own, to see the bell at work. */
export const createTestNotification = (input: TestNotificationInput) => api.post<{ ok: true }>("/api/admin/test-notification", input);
