import { contract } from "@shared/contract/routes";
import { call, type CallInput } from "@/lib/api-client";

/** Sends the admin a notification of their own, to see the bell at work. */
export const createTestNotification = (body: NonNullable<CallInput<typeof contract.notifications.testNotification>>["body"]) =>
  call(contract.notifications.testNotification, { body });
