import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export const markNotificationRead = (id: string) => call(contract.notifications.markRead, { params: { id }, body: { isRead: true } });
