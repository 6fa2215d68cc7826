import type { NotificationPreferences } from "@shared/notification-preferences";
import { contract } from "@shared/contract/routes";
import { pushSubscriptionSchema } from "@shared/push-subscription";
import { call, useCall } from "@/lib/api-client";

export type { NotificationSettings } from "@shared/contract/responses";

const api = contract.notifications;

/** The member's notification switches, e-mail status and push devices. */
export function useNotificationSettings() {
  const { data, error, isLoading, mutate } = useCall(api.preferences);
  return { settings: data, error, isLoading, mutate };
}

export const saveNotificationPreferences = (preferences: NotificationPreferences) => call(api.savePreferences, { body: preferences });

export const resumeEmail = () => call(api.resumeEmail);

/** The browser's subscription, checked with the server's schema (its JSON types every field as optional). */
export const addPushSubscription = (subscription: PushSubscriptionJSON) =>
  call(api.addPushSubscription, { body: pushSubscriptionSchema(true).parse(subscription) });

export const removePushSubscription = (id: string) => call(api.removePushSubscription, { params: { id } });

/** The unsubscribe link's token; works signed out. */
export const unsubscribeByToken = (token: string) => call(api.unsubscribe, { body: { token } });
