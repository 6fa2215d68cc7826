import { contract } from "@shared/contract/routes";
import { call } from "@/lib/api-client";

export const markAllNotificationsRead = () => call(contract.notifications.markAllRead);
